import { GlobalSearch, useSearchShortcut } from './GlobalSearch';
import { GamesSidebar } from './GamesSidebar';

/**
 * Lobby pages' frame. Until the shell's layout mounts the global search and the games sidebar
 * (spec §2: on every page but game pages), the lobby pages mount them here.
 */
export function LobbyFrame({ locale, children }: { locale: string; children: React.ReactNode }) {
  useSearchShortcut();
  return (
    <>
      <main className="mx-auto flex w-full max-w-[1800px] flex-col gap-5 px-3 py-5 sm:px-6 min-[1200px]:pl-20">{children}</main>
      <GlobalSearch locale={locale} />
      <GamesSidebar locale={locale} />
    </>
  );
}
