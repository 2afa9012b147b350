/** Test card numbers of the sandbox provider (shown in the cashier and the README). */
export const SANDBOX_CARDS = {
  approve: ['4242424242424242', '5555555555554444'],
  decline: ['4000000000000002'],
  challenge: ['4000000000003220'],
  pending: ['4000000000000077'],
} as const;
export type CardScenario = keyof typeof SANDBOX_CARDS | 'unknown';

export const THREE_DS_TEST_CODE = '1234';
/** a pending card payment settles by itself after this long (or earlier by an operator) */
export const PENDING_SETTLE_MS = 30_000;
/** card payouts are paid this long after an operator approves them */
export const PAYOUT_DELAY_MS = 5_000;

export function cardScenario(number: string): CardScenario {
  const digits = number.replace(/\s/g, '');
  for (const [scenario, list] of Object.entries(SANDBOX_CARDS) as [keyof typeof SANDBOX_CARDS, readonly string[]][]) {
    if (list.includes(digits)) return scenario;
  }
  return 'unknown';
}

export function maskCard(number: string): string {
  const digits = number.replace(/\s/g, '');
  return `•••• ${digits.slice(-4)}`;
}

/** Brand by the first digit, as the cashier shows it (the sandbox knows Visa and Mastercard test numbers). */
export function cardBrand(number: string): string {
  const digits = number.replace(/\s/g, '');
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  return 'Card';
}
