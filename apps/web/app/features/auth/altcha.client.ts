/// <reference types="vite/client" />
// The CSP-friendly ALTCHA build: no injected styles, no inline workers; we register the one
// proof-of-work algorithm the server issues (PBKDF2/SHA-256) with a worker served from /assets.
import 'altcha/external';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import 'altcha/i18n/de';
import 'altcha/i18n/en';
import 'altcha/i18n/es-es';
import 'altcha/i18n/fi';
import 'altcha/i18n/fr-fr';
import 'altcha/i18n/nb';
import 'altcha/i18n/pl';
import 'altcha/i18n/pt-pt';
import 'altcha/i18n/ro';

const registry = (globalThis as unknown as { $altcha?: { algorithms: Map<string, () => Worker> } }).$altcha;
registry?.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** our locale -> the widget's catalogue name */
export const ALTCHA_LANGUAGE: Record<string, string> = { es: 'es-es', fr: 'fr-fr', no: 'nb', pt: 'pt-pt' };
