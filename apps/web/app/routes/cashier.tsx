import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenCashier } from '../features/cashier';

export function meta() {
  return [{ title: 'Cashier · Fortuna Casino' }];
}

/** /cashier opens the cashier (the login popup first when signed out). */
export default function CashierRoute() {
  const { t } = useTranslation('cashier');
  const openCashier = useOpenCashier();
  useEffect(() => {
    void openCashier();
  }, [openCashier]);
  return (
    <div className="mx-auto max-w-3xl px-6 py-16 text-center">
      <h1 className="text-3xl font-extrabold text-gold">{t('title.default')}</h1>
      <button onClick={() => void openCashier()} className="mt-6 rounded-full bg-gold px-6 py-2.5 font-bold text-ink hover:bg-gold-2">
        {t('header.cashier')}
      </button>
    </div>
  );
}
