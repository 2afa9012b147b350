import { describe, expect, it } from 'vitest';
import { controlCharacterPaths, hasControlCharacters, isSingleLine } from './text';

describe('control characters', () => {
  it('refuses NUL, other C0 controls, DEL and unpaired surrogates; keeps tabs, line breaks and real unicode', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001b[31m', 'del\u007f', '\ud800', 'x\udc00y'])
      expect(hasControlCharacters(bad)).toBe(true);
    for (const good of ['plain', 'two\nlines', 'tab\there', 'crlf\r\n', 'Ærø ÿ 🎰 東京', 'emoji 👍🏽'])
      expect(hasControlCharacters(good)).toBe(false);
  });

  it('one-line fields also refuse tabs and line breaks', () => {
    expect(isSingleLine('/\t/evil.example')).toBe(false);
    expect(isSingleLine('a\nb')).toBe(false);
    expect(isSingleLine('a\u2028b')).toBe(false);
    expect(isSingleLine('Rue de la Paix 1')).toBe(true);
  });

  it('names every offending field, keys included', () => {
    expect(controlCharacterPaths({ email: 'a\u0000b', ok: 'fine', list: ['x', 'y\u0007'], nested: { 'k\u0000': 1 } })).toEqual([
      'email',
      'list.1',
      'nested.(key)',
    ]);
    expect(controlCharacterPaths('\u0000')).toEqual(['request']);
    expect(controlCharacterPaths({ n: 1, b: true, z: null })).toEqual([]);
  });
});
