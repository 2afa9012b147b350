import type { TFunction } from 'i18next';
import { ERROR_CODE_FIELDS } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';

/** Server field errors are i18n keys of the `auth` namespace (`errors.*`); codes map to `errors.<code>`. */
export function translateError(t: TFunction, key: string | undefined): string {
  if (!key) return '';
  if (key.startsWith('errors.')) return t(key, { ns: 'auth', defaultValue: t('errors.generic', { ns: 'auth' }) });
  return key;
}

/** Field -> message key from an API failure; the code's own field when the server names none. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, keys] of Object.entries(err.fieldErrors)) if (keys[0]) out[field] = keys[0];
  const field = ERROR_CODE_FIELDS[err.code];
  if (field && !out[field]) out[field] = `errors.${err.code}`;
  return out;
}

/** A message for the whole form: the code's translation when we have one. */
export function formError(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const byCode = t(`errors.${err.code}`, { ns: 'auth', defaultValue: '' });
    return byCode || err.message;
  }
  return t('errors.generic', { ns: 'auth' });
}
