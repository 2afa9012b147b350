import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Deposits and withdrawals as the player sees them (payment history item). Money itself moves
 * only in the wallet ledger; a payment names its ledger movements by idempotency keys derived from
 * its id, so a repeated callback or operator step never moves money twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey(),
    playerId: uuid().notNull(),
    type: text().notNull(),
    status: text().notNull(),
    reason: smallint(),
    paymentSystem: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    balanceStart: bigint({ mode: 'number' }),
    balanceEnd: bigint({ mode: 'number' }),
    provider: text().notNull(),
    providerRef: text(),
    /** masked details only (last four digits, holder): never a full card number */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    submittedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('payments_type', sql`${t.type} in ('in', 'out')`),
    check('payments_status', sql`${t.status} in ('init', 'processing', 'ok', 'failure', 'cancelled', 'rejected', 'queued', 'active')`),
    check('payments_reason', sql`${t.reason} is null or ${t.reason} between 0 and 14`),
    check('payments_amount', sql`${t.amount} > 0`),
    uniqueIndex('payments_provider_ref').on(t.provider, t.providerRef),
    index('payments_player_created').on(t.playerId, t.createdAt),
  ],
);

/** Every provider callback we accepted, by the provider's event id: a redelivery is answered, not re-applied. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    paymentId: uuid().notNull(),
    status: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_callbacks_event').on(t.provider, t.eventId)],
);

/** A player confirmed a withdrawal from a VPN connection (POST /api/player/lite-block). */
export const cashierVpnConfirmations = pgTable('cashier_vpn_confirmations', {
  playerId: uuid().primaryKey(),
  confirmedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Verification decided by an operator (CLI) until the verification module provides the player's
 * KYC state; the default verification seam reads it.
 */
export const cashierManualVerifications = pgTable('cashier_manual_verifications', {
  playerId: uuid().primaryKey(),
  verifiedAt: timestamp({ withTimezone: true }).notNull(),
  note: text(),
});

/**
 * Payout methods: a card that paid in successfully, as the provider keeps it (its token) and as the
 * player sees it (brand and last four digits). Card withdrawals go to one of these, so the player
 * never types a card number or CVC to get paid. One row per player, provider and card token.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: uuid().primaryKey(),
    playerId: uuid().notNull(),
    provider: text().notNull(),
    paymentSystem: text().notNull(),
    /** the provider's reusable token of the card: meaningless outside our merchant account */
    token: text().notNull(),
    last4: text().notNull(),
    brand: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payout_methods_player_token').on(t.playerId, t.provider, t.token),
    check('payout_methods_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * One row per player who used the cashier: deposits and withdrawals lock it first, in the
 * transaction that records them, so a player's limits (deposit interval, daily withdrawal total,
 * responsible-gaming deposit limits) are checked one movement at a time, whatever the concurrency.
 */
export const cashierPlayerState = pgTable('cashier_player_state', {
  playerId: uuid().primaryKey(),
  lockedAt: timestamp({ withTimezone: true }).notNull(),
});
