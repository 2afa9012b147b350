/**
 * What no text field accepts: C0 control characters other than tab, line feed and carriage return
 * (NUL among them: PostgreSQL refuses it), DEL, and unpaired UTF-16 surrogates (not valid Unicode,
 * refused inside JSON by PostgreSQL). The server applies it to every string of every request.
 */
export const CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** One-line fields (names, addresses, paths) also refuse tabs, line breaks and C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const LINE_BREAKING_CHARACTERS = /[\u0009-\u000D\u0085\u0080-\u009F\u2028\u2029]/;

export const CONTROL_CHARACTERS_MESSAGE = 'errors.controlCharacters';

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);
export const isSingleLine = (value: string) => !CONTROL_CHARACTERS.test(value) && !LINE_BREAKING_CHARACTERS.test(value);

/** Paths (as dotted field names) of every string or object key in `value` that holds a refused character. */
export function controlCharacterPaths(value: unknown, path: string[] = [], found: string[] = [], depth = 0): string[] {
  if (found.length >= 20 || depth > 32) return found;
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) found.push(path.join('.') || 'request');
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => controlCharacterPaths(v, [...path, String(i)], found, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (hasControlCharacters(k)) found.push([...path, '(key)'].join('.'));
      controlCharacterPaths(v, [...path, k], found, depth + 1);
    }
  }
  return found;
}
