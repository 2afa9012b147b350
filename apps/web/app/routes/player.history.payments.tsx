import { useTranslation } from 'react-i18next';
import { PaymentHistory } from '../features/cashier';

export function meta() {
  return [{ title: 'Payment history · Fortuna Casino' }];
}

export default function PaymentHistoryRoute() {
  const { t } = useTranslation('cashier');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold text-gold">{t('title.paymentsHistory')}</h1>
      <PaymentHistory />
    </div>
  );
}
