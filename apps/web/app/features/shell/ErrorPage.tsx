import { useTranslation } from 'react-i18next';
import { href, isLocale, localeOfPath } from '@fortuna/contracts';

/**
 * The error page: 403 shows the IP-blocked message with a support contact; any other
 * status shows the 404 picture, 'This page could not be found' and a button home.
 * Plain anchors: it must work even when the router failed.
 */
export function ErrorPage({ status, pathname, chatUrl }: { status: number; pathname: string; chatUrl?: string }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : localeOfPath(pathname);
  const home = href('home', {}, locale);
  if (status === 403) {
    return (
      <main
        id="main"
        className="mx-auto flex min-h-[80vh] max-w-xl flex-col items-center justify-center px-6 text-center"
        data-testid="error-403"
      >
        {/* a drawn no-entry sign: an emoji needs a font the visitor may not have */}
        <div className="mb-6 flex h-20 w-20 items-center justify-center rounded-full bg-rose/15" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="h-10 w-10 text-rose" fill="none" stroke="currentColor" strokeWidth="2.5">
            <circle cx="12" cy="12" r="9" />
            <path d="M7.5 12h9" strokeLinecap="round" />
          </svg>
        </div>
        <h1 className="text-3xl font-extrabold text-white">{t('error.blockedTitle')}</h1>
        <p className="mt-4 text-slate-300">{t('error.blockedText')}</p>
        <a
          href={chatUrl ?? 'mailto:support@fortuna.casino'}
          className="mt-8 rounded-full bg-gold px-6 py-3 font-bold text-ink hover:bg-gold-2"
        >
          {t('error.support')}
        </a>
        <p className="mt-3 text-sm text-slate-400">support@fortuna.casino</p>
      </main>
    );
  }
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[80vh] max-w-xl flex-col items-center justify-center px-6 text-center"
      data-testid="error-404"
    >
      <img src="/images/404.svg" alt={t('error.imageAlt')} width={320} height={220} className="mb-8 h-auto w-64 sm:w-80" />
      <h1 className="text-3xl font-extrabold text-white">{t('notFound')}</h1>
      {status !== 404 && <p className="mt-2 text-sm text-slate-400">{t('error.status', { status })}</p>}
      <a href={home} className="mt-8 rounded-full bg-gold px-6 py-3 font-bold text-ink hover:bg-gold-2" data-testid="error-home">
        {t('backHome')}
      </a>
    </main>
  );
}
