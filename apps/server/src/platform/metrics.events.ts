import type { Database } from './db';
import type { EventListeners } from './events';
import { addCollector, counter, gameBetAmount, gameBets, gameWinAmount, gameWins, gauge } from './metrics';

/**
 * Business series fed by domain events (emitted after commit, so a rolled-back transaction is never
 * counted): ledger transactions, payments by status, and bets, wins and rounds by game and currency
 * read from the ledger's bets and wins. No module is imported: events are named by their strings.
 */
const ledgerTransactions = counter('fortuna_ledger_transactions_total', 'Committed ledger transactions by kind and currency', [
  'kind',
  'currency',
]);
const ledgerAmount = counter('fortuna_ledger_amount_minor_total', 'Money moved by committed ledger transactions, in minor units', [
  'kind',
  'currency',
]);
const payments = counter(
  'fortuna_payments_total',
  'Deposits and withdrawals entering a status (init on creation), by type (deposit, withdrawal), status and currency',
  ['type', 'status', 'currency'],
);

export function metricsListeners(): EventListeners {
  // rounds are counted by the round layer when they settle (recordRound, modules/rgs)
  return {
    'wallet.transactionPosted': (t) => {
      ledgerTransactions.inc({ kind: t.kind, currency: t.currency });
      ledgerAmount.inc({ kind: t.kind, currency: t.currency }, t.amount);
      if (!t.gameId) return;
      const labels = { game: t.gameId, currency: t.currency };
      if (t.kind === 'bet') {
        gameBets.inc(labels);
        gameBetAmount.inc(labels, t.amount);
      } else if (t.kind === 'win') {
        gameWins.inc(labels);
        gameWinAmount.inc(labels, t.amount);
      }
    },
    'cashier.paymentChanged': (p) => {
      payments.inc({ type: p.type === 'out' ? 'withdrawal' : 'deposit', status: p.status, currency: p.currency });
    },
  };
}

const poolConnections = gauge('fortuna_db_pool_connections', 'Database connections by state (in_use, idle) and the pool size (max)', [
  'state',
]);
const poolWaiting = gauge('fortuna_db_pool_waiting', 'Queries waiting for a free database connection');

/** Database pool use, read when scraped; returns the function that stops it. */
export function collectDatabasePool(database: Database): () => void {
  return addCollector(() => {
    const s = database.poolStats();
    poolConnections.set({ state: 'in_use' }, s.total - s.idle);
    poolConnections.set({ state: 'idle' }, s.idle);
    poolConnections.set({ state: 'max' }, s.max);
    poolWaiting.set(s.waiting);
  });
}
