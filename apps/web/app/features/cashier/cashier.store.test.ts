import { describe, expect, it } from 'vitest';
import { useCashier } from './cashier.store';

describe('deposit-completed overlay', () => {
  it('shows a deposit once: a later report of the same payment does not bring it back after closing', () => {
    const payment = { paymentId: 'p-1', amount: 5000, currency: 'EUR', date: '2026-11-21T10:00:00.000Z', virtual: false };
    useCashier.getState().depositCreated(payment);
    expect(useCashier.getState().completed?.paymentId).toBe('p-1');
    useCashier.getState().reset();
    useCashier.getState().depositCreated(payment); // the real-time push arriving after the poll
    expect(useCashier.getState().completed).toBeNull();
    useCashier.getState().depositCreated({ ...payment, paymentId: 'p-2' });
    expect(useCashier.getState().completed?.paymentId).toBe('p-2');
    useCashier.getState().reset();
    useCashier.getState().depositCreated({ ...payment, paymentId: 'p-3', virtual: true });
    expect(useCashier.getState().completed).toBeNull();
  });
});
