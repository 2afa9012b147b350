import { useTranslation } from 'react-i18next';

export function meta() {
  return [{ title: 'Fortuna Casino' }];
}

export default function Home() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-5xl p-8">
      <h1 className="text-4xl font-extrabold text-gold">{t('brand')}</h1>
      <p className="mt-2 text-slate-300">{t('tagline')}</p>
    </main>
  );
}
