import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { localeOfPath } from '@fortuna/contracts';
import { loadLocale } from './lib/i18n';

/**
 * Hydrates once the page's catalogues are here: its language only, the shell's namespaces and the
 * ones the server named on <html data-i18n> (lib/i18n.ts). A game frame (/rgs/play) speaks its
 * session's language, marked on the page by data-i18n-locale.
 */
const locales = new Set([
  localeOfPath(window.location.pathname),
  ...[...document.querySelectorAll<HTMLElement>('[data-i18n-locale]')].map((el) => el.dataset.i18nLocale ?? ''),
]);

const pageNamespaces = (document.documentElement.dataset.i18n ?? '').split(' ').filter(Boolean);

void Promise.all([...locales].map((locale) => loadLocale(locale, pageNamespaces)))
  .catch(() => undefined) // offline: hydrate anyway; the strings already on the page stay
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
