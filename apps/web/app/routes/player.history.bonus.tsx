import { useTranslation } from 'react-i18next';
import { BonusHistory } from '../features/bonuses';
import { usePlayerInfo } from '../lib/player';

export function meta() {
  return [{ title: 'Bonus history · Fortuna Casino' }];
}

export default function BonusHistoryRoute() {
  const { t } = useTranslation('bonuses');
  const { isLoggedIn, isLoading } = usePlayerInfo();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold text-gold">{t('title')}</h1>
      {isLoggedIn ? <BonusHistory /> : !isLoading && <p className="text-slate-300">{t('signIn')}</p>}
    </main>
  );
}
