import { useTranslation } from 'react-i18next';
import { PaymentHistory } from '../features/cashier';
import { usePlayerInfo } from '../lib/player';

export function meta() {
  return [{ title: 'Payment history · Fortuna Casino' }];
}

export default function PaymentHistoryRoute() {
  const { t } = useTranslation('cashier');
  const { isLoggedIn, isLoading } = usePlayerInfo();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold text-gold">{t('title.paymentsHistory')}</h1>
      {isLoggedIn ? <PaymentHistory /> : !isLoading && <p className="text-slate-300">{t('balance.signIn')}</p>}
    </main>
  );
}
