/**
 * Money is an integer number of minor units (cents) with its currency beside it.
 * Display: divide by 100, two decimals, thousands separated by spaces.
 */
export type MinorUnits = number;

/** A player's currency when none is known yet (no account row, no balance held). */
export const DEFAULT_CURRENCY = 'EUR';

/** The player's currency, EUR by default. */
export function currencyOrDefault(currency: string | null | undefined): string {
  return currency ?? DEFAULT_CURRENCY;
}

export function formatAmount(minor: MinorUnits): string {
  const negative = minor < 0;
  const abs = Math.abs(Math.trunc(minor));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

export function formatMoney(minor: MinorUnits, currency: string): string {
  return `${formatAmount(minor)} ${currency}`;
}

/** Parses a decimal string typed by a player ("12.5", "1 000,25") into minor units, or null. */
export function parseAmount(input: string): MinorUnits | null {
  const cleaned = input.replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, frac = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
