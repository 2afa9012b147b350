import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../lib/ui.store';
import { Dialog } from '../../ui';
import { BonusHistory } from '../bonuses';
import { useCashierFrame } from './api';
import { CASHIER_TABS, useCashier, type CashierTab } from './cashier.store';
import { DepositCompleted } from './DepositCompleted';
import { DepositForm } from './DepositForm';
import { PaymentHistory } from './PaymentHistory';
import { WithdrawalForm } from './WithdrawalForm';

/** The title of each tab; any other state shows the generic cashier title. */
const TITLE: Record<CashierTab, string> = {
  in: 'title.in',
  out: 'title.out',
  paymentsHistory: 'title.paymentsHistory',
  bonusHistory: 'title.bonusHistory',
};

/**
 * The cashier modal: four tabs, body scroll locked, no close on outside click, a red dot
 * on payment history when a payment is rejected, and closing resets to cash-in. Rendered from
 * useUi().modal === 'cashier'; mounted by CashierMount only for signed-in players.
 */
export function CashierModal() {
  const { t } = useTranslation('cashier');
  const open = useUi((s) => s.modal === 'cashier' && s.modalProps.gated === true);
  const closeModal = useUi((s) => s.closeModal);
  const { tab, setTab, completed, reset } = useCashier();
  const frame = useCashierFrame(open);
  const rejected = (frame.data?.rejectedPaymentsCount ?? 0) > 0;
  const tabs = useRef<HTMLElement>(null);

  // on a narrow screen the tab bar scrolls: keep the chosen tab in sight
  useEffect(() => {
    tabs.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab, open]);

  const close = () => {
    closeModal();
    reset();
  };

  return (
    <Dialog look="screen" open={open} onClose={close} stayOnOutsideClick title={t(TITLE[tab] ?? 'title.default')} testId="cashier-modal">
      <nav ref={tabs} role="tablist" className="flex gap-1 overflow-x-auto border-b border-white/10 px-3">
        {CASHIER_TABS.map((name) => (
          <button
            key={name}
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            className={`relative whitespace-nowrap px-4 py-3 text-sm font-semibold transition ${tab === name ? 'text-gold after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded after:bg-gold' : 'text-slate-400 hover:text-slate-100'}`}
          >
            {t(`tab.${name}`)}
            {name === 'paymentsHistory' && rejected && (
              <span
                data-testid="rejected-dot"
                className="absolute right-1 top-2 h-2 w-2 rounded-full bg-rose"
                aria-label={t('rejectedDot')}
              />
            )}
          </button>
        ))}
      </nav>
      <div data-testid="cashier-body" className="relative min-h-[420px] flex-1 overflow-y-auto overflow-x-hidden p-5">
        {/* the completed deposit replaces the tab (nothing of the waiting form shows through it) */}
        {completed ? (
          <DepositCompleted payment={completed} onClose={close} />
        ) : (
          <>
            {tab === 'in' && <DepositForm frame={frame.data} loading={frame.isLoading} />}
            {tab === 'out' && <WithdrawalForm frame={frame.data} loading={frame.isLoading} />}
            {tab === 'paymentsHistory' && <PaymentHistory compact />}
            {tab === 'bonusHistory' && <BonusHistory compact />}
          </>
        )}
      </div>
    </Dialog>
  );
}
