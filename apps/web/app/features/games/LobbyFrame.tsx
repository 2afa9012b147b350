import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchShortcut } from './GlobalSearch';
import { useGameSearch } from './search.store';

/**
 * The lobby pages' content frame. The shell's layout mounts the global search and the games
 * sidebar; links with ?search=1 (the mobile sidebar's search item) open the search here.
 */
export function LobbyFrame({ children }: { locale?: string; children: React.ReactNode }) {
  useSearchShortcut();
  const [search] = useSearchParams();
  const setOpen = useGameSearch((s) => s.setOpen);
  const wantsSearch = search.get('search') === '1';
  useEffect(() => {
    if (wantsSearch) setOpen(true);
  }, [wantsSearch, setOpen]);
  return <div className="mx-auto flex w-full max-w-[1800px] flex-col gap-5 px-3 py-5 sm:px-6 min-[1200px]:pl-20">{children}</div>;
}
