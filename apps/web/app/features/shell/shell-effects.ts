import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PARTNER_NOTIFY_DELAY_MS } from '@fortuna/contracts';
import { call } from '../../lib/api';
import { usePlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { useConsent } from '../consent';
import { reloadAfterChunkError } from './chunk-reload';

const VERSION_CHECK_MS = 5 * 60_000;

/**
 * Anonymous visitors trigger GET /api/notify/partner 500 ms after the page loads (partner tracking),
 * only once they allowed marketing cookies (the referral cookie it reads is one).
 */
export function usePartnerNotify() {
  const { isLoggedIn, isLoading } = usePlayerInfo();
  const { pathname } = useLocation();
  const marketing = useConsent((s) => !!s.consent?.marketing);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || isLoading || isLoggedIn || !marketing) return;
    const timer = setTimeout(() => {
      sent.current = true;
      call('GET /notify/partner', { query: { path: pathname } }).catch(() => {});
    }, PARTNER_NOTIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading, isLoggedIn, pathname, marketing]);
}

/** A new deploy shows a 'new version' toast: the build fingerprint is compared every 5 minutes and on focus. */
export function useNewVersionToast() {
  const { t } = useTranslation();
  const first = useRef<string | null>(null);
  const shown = useRef(false);
  useEffect(() => {
    const check = async () => {
      try {
        const { version } = await call('GET /site/version');
        if (first.current === null) first.current = version;
        else if (version !== first.current && !shown.current) {
          shown.current = true;
          useUi.getState().pushToast({ kind: 'info', title: t('toast.newVersionTitle'), html: t('toast.newVersion') });
        }
      } catch {
        /* offline: try again later */
      }
    };
    void check();
    const timer = setInterval(check, VERSION_CHECK_MS);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [t]);
}

/** Vite reports a chunk that failed to load: reload the page, at most once per 60 s. */
export function useChunkReloadGuard() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadAfterChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}
