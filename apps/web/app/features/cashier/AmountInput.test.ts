import { describe, expect, it } from 'vitest';
import { parseAmount } from '@fortuna/contracts';
import { amountProblem } from './AmountInput';

const card = { min: 2_000, max: 1_000_000 };

describe('amountProblem (the deposit and withdrawal amount field)', () => {
  it('accepts an amount inside the range, edges included', () => {
    for (const text of ['20', '20.00', '150,5', '10 000']) expect(amountProblem(parseAmount(text), card), text).toBeNull();
  });

  it('names the minimum or maximum, formatted', () => {
    expect(amountProblem(parseAmount('19.99'), card)).toEqual({ key: 'errors.min', amount: '20.00' });
    expect(amountProblem(parseAmount('10000.01'), card)).toEqual({ key: 'errors.max', amount: '10 000.00' });
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '0', 'abc', '1.234', '-5'])
      expect(amountProblem(parseAmount(text), card), text).toEqual({ key: 'errors.amount' });
  });
});
