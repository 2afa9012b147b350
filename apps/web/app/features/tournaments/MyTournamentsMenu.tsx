import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, type Locale, type TournamentSummary } from '@fortuna/contracts';
import { Countdown } from './Countdown';
import { tournamentsQueries } from './api';

/**
 * The games sidebar's tournament item: a menu of the tournaments the player is in (running first,
 * then those still open for registration), each with its countdown, and the way to all tournaments.
 * The lists load when the menu first opens (or the pointer rests on the item).
 */
export function MyTournamentsMenu({ locale, className, children }: { locale: Locale; className: string; children: ReactNode }) {
  const { t } = useTranslation('tournaments');
  const [wanted, setWanted] = useState(false);
  const active = useQuery({ ...tournamentsQueries.list('active', locale), enabled: wanted });
  const future = useQuery({ ...tournamentsQueries.list('future', locale), enabled: wanted });
  const mine: TournamentSummary[] = [...(active.data?.tournaments ?? []), ...(future.data?.tournaments ?? [])].filter(
    (x) => x.isPlayerJoined,
  );
  const loading = active.isPending || future.isPending;
  const item =
    'flex cursor-pointer select-none flex-col gap-0.5 rounded-lg px-3 py-2 text-sm text-slate-200 outline-none data-[highlighted]:bg-white/10 data-[highlighted]:text-white';
  return (
    <DropdownMenu.Root modal={false} onOpenChange={(open) => open && setWanted(true)}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className={className}
          aria-label={t('mine')}
          onPointerEnter={() => setWanted(true)}
          data-testid="rail-tournaments"
        >
          {children}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="right"
          align="center"
          sideOffset={12}
          collisionPadding={8}
          className="z-50 w-72 rounded-2xl border border-white/10 bg-panel-2 p-2 shadow-2xl"
          data-testid="rail-tournaments-menu"
        >
          <DropdownMenu.Label className="px-3 pb-2 pt-1 text-xs font-semibold uppercase tracking-wide text-slate-400">
            {t('mine')}
          </DropdownMenu.Label>
          {loading ? (
            <p className="px-3 py-2 text-sm text-slate-400">{t('loading')}</p>
          ) : mine.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-300" data-testid="rail-tournaments-none">
              {t('noneMine')}
            </p>
          ) : (
            mine.map((x) => (
              <DropdownMenu.Item key={x.id} asChild className={item}>
                <Link to={href('tournament', { id: String(x.id) }, locale)} data-testid="rail-tournament">
                  <span className="truncate font-semibold">{x.title}</span>
                  <Countdown
                    until={x.status === 'registration' ? x.startsAt : x.endsAt}
                    label={x.status === 'registration' ? 'startsIn' : 'endsIn'}
                  />
                </Link>
              </DropdownMenu.Item>
            ))
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
          <DropdownMenu.Item asChild className={item}>
            <Link to={href('tournaments', {}, locale)} className="font-semibold text-gold">
              {t('allTournaments')}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export default MyTournamentsMenu;
