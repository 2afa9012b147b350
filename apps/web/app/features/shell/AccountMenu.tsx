import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href, type Locale } from '@fortuna/contracts';
import type { PlayerInfo } from '../../lib/player';
import { useAuthFlow } from '../auth';
import { ACCOUNT_PAGES, type AccountPage } from './account-links';
import { ChevronIcon, HistoryIcon, IdCardIcon, LogoutIcon, MailIcon, ShieldIcon, UserIcon, WalletIcon } from './icons';
import { UnreadBadge } from '../messages';
import { useVerificationAttention } from '../verification';
import { balanceText, needsAttention } from './player-extras';

const ICONS: Record<AccountPage, typeof UserIcon> = {
  'player-profile': UserIcon,
  'player-balance': WalletIcon,
  'player-bonus': WalletIcon,
  'player-history-games': HistoryIcon,
  'player-history-payments': HistoryIcon,
  'player-history-bonus': HistoryIcon,
  'player-exclusion': ShieldIcon,
  'player-security': ShieldIcon,
  'player-auth-log': ShieldIcon,
  'player-messages': MailIcon,
  'player-subscriptions': MailIcon,
  'player-verification': IdCardIcon,
};

/**
 * The account menu of the header (Radix DropdownMenu: arrow keys, Enter, Escape and typeahead): the
 * player's pages and Log out. Logging out leaves the page for home (useAuthFlow), so no login popup follows.
 */
export function AccountMenu({ player, locale }: { player: PlayerInfo; locale: Locale }) {
  const { t } = useTranslation();
  const { logout } = useAuthFlow();
  const verificationRed = useVerificationAttention();
  const item =
    'flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-200 outline-none data-[highlighted]:bg-white/10 data-[highlighted]:text-white';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className="relative flex items-center gap-2 rounded-full border border-white/10 bg-panel px-2.5 py-2 text-sm font-semibold text-white hover:border-gold/60 data-[state=open]:border-gold/70"
          aria-label={t('nav.account')}
          data-testid="account-menu"
        >
          <UserIcon className="h-4 w-4 text-gold" />
          <span className="hidden max-w-[9rem] truncate desk:inline">{player.login}</span>
          <ChevronIcon className="hidden h-4 w-4 desk:block" />
          {needsAttention(player, verificationRed) && (
            <span className="absolute -right-0.5 -top-0.5 h-2.5 w-2.5 rounded-full bg-rose" aria-label={t('auth.attention')} />
          )}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-64 rounded-2xl border border-white/10 bg-panel-2 p-2 shadow-2xl"
          data-testid="account-menu-content"
        >
          <DropdownMenu.Label className="px-3 pb-2 pt-1">
            <span className="block truncate text-xs text-slate-400">{player.login}</span>
            <span className="block text-base font-bold text-white">{balanceText(player)}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
          {ACCOUNT_PAGES.map((page) => {
            const Icon = ICONS[page];
            return (
              <DropdownMenu.Item key={page} asChild className={item}>
                <Link to={href(page, {}, locale)}>
                  <Icon className="h-4 w-4 text-gold" />
                  {t(`pages.${page}`)}
                  {page === 'player-messages' && <UnreadBadge className="ml-auto" />}
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
          <DropdownMenu.Item className={item} onSelect={() => void logout()} data-testid="account-logout">
            <LogoutIcon className="h-4 w-4 text-gold" />
            {t('auth.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
