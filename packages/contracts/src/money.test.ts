import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, parseAmount } from './money';
import { localeFromAcceptLanguage } from './locales';

describe('money display', () => {
  it('divides by 100 with two decimals and spaces for thousands', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(123456789)).toBe('1 234 567.89');
    expect(formatAmount(-100050)).toBe('-1 000.50');
    expect(formatMoney(250000, 'EUR')).toBe('2 500.00 EUR');
  });

  it('parses what a player types into minor units', () => {
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount('1 000,25')).toBe(100025);
    expect(parseAmount('10')).toBe(1000);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });
});

describe('locale from Accept-Language', () => {
  it('takes browser languages in order by their first two letters among enabled locales', () => {
    expect(localeFromAcceptLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(localeFromAcceptLanguage('ja,pt-BR;q=0.9')).toBe('pt');
    expect(localeFromAcceptLanguage('en;q=0.5,fr;q=0.9')).toBe('fr');
    expect(localeFromAcceptLanguage('nb-NO')).toBe('no');
    expect(localeFromAcceptLanguage('ja,zh')).toBeUndefined();
    expect(localeFromAcceptLanguage('fr,de', ['de', 'en'])).toBe('de');
  });
});
