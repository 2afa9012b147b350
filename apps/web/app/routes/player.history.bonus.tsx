import { useTranslation } from 'react-i18next';
import { BonusHistory } from '../features/bonuses';

export function meta() {
  return [{ title: 'Bonus history · Fortuna Casino' }];
}

export default function BonusHistoryRoute() {
  const { t } = useTranslation('bonuses');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold text-gold">{t('title')}</h1>
      <BonusHistory />
    </div>
  );
}
