import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { localeFromPath } from '../lib/i18n';
import { usePlayerInfo } from '../lib/player';
import { localePrefix } from '../features/auth';
import { SignUpForm } from '../features/auth';
import { getI18n } from '../lib/i18n';

export function meta({ location }: { location: { pathname: string } }) {
  const t = getI18n(localeFromPath(location.pathname)).getFixedT(null, 'auth');
  return [{ title: `${t('signUp.title')} | Fortuna` }, { name: 'description', content: t('signUp.subtitle') }];
}

/** /sign-up (and its translations): a page disabled for signed-in players, who go home. */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const locale = localeFromPath(useLocation().pathname);
  const { isLoggedIn, isLoading } = usePlayerInfo();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isLoading && isLoggedIn) navigate(localePrefix(locale) || '/', { replace: true });
  }, [isLoading, isLoggedIn, navigate, locale]);
  return (
    <div className="relative mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-8 lg:grid-cols-[1fr_1.2fr] lg:py-16">
      <section className="flex flex-col justify-center gap-5">
        <p className="text-sm font-bold tracking-[0.3em] text-gold uppercase">Fortuna</p>
        <h1 className="text-4xl leading-tight font-extrabold text-white sm:text-5xl">{t('signUp.title')}</h1>
        <p className="max-w-md text-lg text-slate-300">{t('signUp.subtitle')}</p>
        <ul className="hidden flex-col gap-3 text-slate-300 lg:flex">
          {(['perk1', 'perk2', 'perk3'] as const).map((k) => (
            <li key={k} className="flex items-center gap-3">
              <span className="flex size-7 items-center justify-center rounded-full bg-mint/15 text-mint">✓</span>
              {t(`signUp.${k}`)}
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-3xl border border-white/10 bg-panel p-6 shadow-2xl shadow-black/40 sm:p-10">
        <SignUpForm locale={locale} />
      </section>
    </div>
  );
}
