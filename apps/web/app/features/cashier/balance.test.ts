import { describe, expect, it } from 'vitest';
import type { PlayerBalance } from '@fortuna/contracts';
import { balancesAfterPush } from './balance';

const eur: PlayerBalance = { balance: 5_000, real: 5_000, bonus: 0, bonusPoints: 0, currency: 'EUR', activeBonus: null };

describe('the balance after a balanceChanged push', () => {
  it('takes real, bonus and total from the push, without reading the balance again', () => {
    expect(balancesAfterPush([eur], { real: 4_000, bonus: 0, currency: 'EUR' })).toEqual({
      list: [{ ...eur, real: 4_000, balance: 4_000 }],
      refetch: false,
    });
  });

  it('reads the balance again when the bonus part moved (the push has no active-bonus details)', () => {
    const { list, refetch } = balancesAfterPush([eur], { real: 5_000, bonus: 1_000, currency: 'EUR' });
    expect(list?.[0]).toMatchObject({ balance: 6_000, bonus: 1_000 });
    expect(refetch).toBe(true);
  });

  it('leaves another currency alone, and reads when nothing is cached', () => {
    expect(balancesAfterPush([eur], { real: 1, bonus: 0, currency: 'USD' })).toEqual({ list: [eur], refetch: false });
    expect(balancesAfterPush(undefined, { real: 1, bonus: 0, currency: 'EUR' })).toEqual({ list: undefined, refetch: true });
  });
});
