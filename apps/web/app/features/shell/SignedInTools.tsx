import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@fortuna/contracts';
import type { PlayerInfo } from '../../lib/player';
import { InboxLink } from '../messages';
import { AccountMenu } from './AccountMenu';
import { BalanceButton } from './BalanceDropdown';
import { useUi } from '../../lib/ui.store';
import { loadAfterLogin } from './after-login';
import { openCashier } from './Header';

/** The header's right side for a signed-in player; Header.tsx loads it on demand. */
export default function SignedInTools({ player, locale }: { player: PlayerInfo; locale: Locale }) {
  const { t } = useTranslation();
  const logins = useUi((s) => s.logins);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (logins > 0) loadAfterLogin(queryClient);
  }, [logins, queryClient]);
  return (
    <>
      <BalanceButton player={player} locale={locale} />
      <button
        type="button"
        onClick={() => openCashier(true)}
        className="hidden rounded-full bg-gold px-4 py-2 text-sm font-bold text-ink hover:bg-gold-2 sm:block"
      >
        {t('nav.cashier')}
      </button>
      <InboxLink locale={locale} />
      <AccountMenu player={player} locale={locale} />
    </>
  );
}
