import { z } from 'zod';
import { BLOCK_STATUS } from './constants';
import { liveOutcomeSchema, LIVE_TABLE_IDS } from './live';
import type { ChannelKind } from './realtime-channels';

export * from './realtime-channels';

// --- events ----------------------------------------------------------------------------------

const minor = z.number().int();
const currency = z.string().regex(/^[A-Z]{3}$/);

/** Payload schemas by event type. Amounts are minor units (divided by 100 for display). */
export const realtimeEventPayloads = {
  /** profile channel: the player's balance moved (deposit, bet, win, bonus) */
  balanceChanged: z.object({ real: minor, bonus: minor, currency }),
  /** profile channel: a deposit was created or changed status */
  depositCreated: z.object({ paymentId: z.string(), amount: minor, currency, status: z.string() }),
  /** profile channel: the player signed in on another device ('new device login' + logout) */
  deviceChanged: z.object({ deviceId: z.string() }),
  /** profile channel: block status changed (values) */
  blockStatus: z.object({
    blockStatus: z.union([
      z.literal(BLOCK_STATUS.none),
      z.literal(BLOCK_STATUS.lite),
      z.literal(BLOCK_STATUS.full),
      z.literal(BLOCK_STATUS.withdraw),
      z.literal(BLOCK_STATUS.cashier),
    ]),
  }),
  /** notification channel: a message for the toast area */
  notification: z.object({
    id: z.string().optional(),
    kind: z.enum(['info', 'success', 'warning', 'error']).default('info'),
    title: z.string().max(200).optional(),
    message: z.string().max(2000),
  }),
  /** notification channel: the player cleared their notifications (other tabs follow) */
  notificationsCleared: z.object({}),
  /** notification channel: a new inbox message (its title in the player's language) and the unread count after it */
  messageCreated: z.object({ id: z.string(), title: z.string().max(300), unread: z.number().int().min(0) }),
  /** notification channel: a live chat message in the player's conversation (from the player's other tab or an operator) */
  chatMessage: z.object({
    id: z.string(),
    from: z.enum(['player', 'operator']),
    text: z.string().max(2000),
    attachment: z.string().nullable(),
    createdAt: z.iso.datetime(),
    unread: z.number().int().min(0),
  }),
  /** notification channel: an operator started or stopped typing in the player's chat (the player forgets it after CHAT_TYPING_TTL_MS without news) */
  chatTyping: z.object({ typing: z.boolean() }),
  /** notification channel: the unread count changed (read or deleted in another tab) */
  messagesUnread: z.object({ unread: z.number().int().min(0) }),
  /** week notification channel: the weekly notice (a persistent toast, like a notification) */
  weekNotification: z.object({
    id: z.string().optional(),
    kind: z.enum(['info', 'success', 'warning', 'error']).default('info'),
    title: z.string().max(200).optional(),
    message: z.string().max(2000),
  }),
  /** progressbar channel: wagering progress of the active bonus */
  bonusProgress: z.object({ bonusId: z.string(), wagered: minor, fullWager: minor, currency }),
  /** tournament channel: the player's standing in a tournament moved */
  tournamentStanding: z.object({ tournamentId: z.string(), place: z.number().int().min(1), points: z.number() }),
  /** tournaments channel: a leaderboard changed (at most once a second per tournament): the top places */
  tournamentLeaders: z.object({
    tournamentId: z.number().int(),
    participants: z.number().int(),
    leaders: z.array(z.object({ place: z.number().int().min(1), nickname: z.string(), points: z.number().int(), prize: z.number().int() })),
  }),
  /** tournaments channel: a tournament started, was awarded or cancelled */
  tournamentStatus: z.object({ tournamentId: z.number().int(), status: z.enum(['active', 'awarded', 'cancelled']) }),
  /** free spins channel: free spins were awarded on a game */
  freeSpinsAwarded: z.object({ gameId: z.string(), count: z.number().int().min(1), expiresAt: z.iso.datetime().optional() }),
  /** free spins channel: a free round was played (left, won so far); `left` 0 and `bonusId` when they became a bonus */
  freeSpinsProgress: z.object({
    id: z.string(),
    gameId: z.string(),
    left: z.number().int().min(0),
    total: z.number().int().min(0),
    winning: minor,
    currency,
    bonusId: z.string().nullable().optional(),
  }),
  /** maintenance channel: maintenance announced (active) or over */
  maintenance: z.object({
    active: z.boolean(),
    message: z.string().max(2000).optional(),
    startsAt: z.iso.datetime().optional(),
    endsAt: z.iso.datetime().optional(),
  }),
  /** jackpot channel: a progressive pool's value changed (contribution, win and reseed, rollback) */
  jackpotPool: z.object({ poolId: z.string().max(100), currency, amount: minor }),
  /** free spins channel: the player cleared their free-spin feed */
  freeSpinsCleared: z.object({}),
  /** live channel: a round of a shared table opened for bets (seed hash = the commitment) */
  liveRoundOpened: z.object({
    tableId: z.enum(LIVE_TABLE_IDS),
    roundId: z.string(),
    seq: z.number().int(),
    closesAt: z.iso.datetime(),
    serverSeedHash: z.string(),
  }),
  /** live channel: no more bets on this round */
  liveBettingClosed: z.object({ tableId: z.enum(LIVE_TABLE_IDS), roundId: z.string() }),
  /** live channel: the round's result and its revealed server seed */
  liveRoundResult: z.object({
    tableId: z.enum(LIVE_TABLE_IDS),
    roundId: z.string(),
    outcome: liveOutcomeSchema,
    serverSeed: z.string(),
    serverSeedHash: z.string(),
  }),
  /** profile channel: the player's own bets on a live round settled */
  liveSettlement: z.object({ tableId: z.enum(LIVE_TABLE_IDS), roundId: z.string(), stake: minor, win: minor, currency }),
  /** profile channel: the identity review moved on (withdrawals unlock at once on GREEN) */
  verificationChanged: z.object({
    reviewStatus: z.string().max(32),
    reviewAnswer: z.enum(['GREEN', 'RED']).nullable(),
    reviewRejectType: z.enum(['RETRY', 'FINAL']).nullable(),
  }),
  /** profile channel: one of the player's privacy requests changed status (an export is ready) */
  privacyRequestChanged: z.object({ requestId: z.string(), type: z.string().max(32), status: z.string().max(32) }),
  /** profile channel: a time-out or self-exclusion started: every open page logs out (until: ISO, null = indefinite) */
  selfExcluded: z.object({ until: z.iso.datetime().nullable() }),
  /** profile channel: the player's limits, reality check or exclusion changed (another tab, the scheduler) */
  responsibleGaming: z.object({ change: z.enum(['limits', 'realityCheck', 'selfExclusion', 'terms']) }),
} as const;

export type RealtimeEventType = keyof typeof realtimeEventPayloads;
export type RealtimeEventPayload<T extends RealtimeEventType> = z.output<(typeof realtimeEventPayloads)[T]>;
export type RealtimeEvent = { [T in RealtimeEventType]: { type: T; payload: RealtimeEventPayload<T> } }[RealtimeEventType];

/** Which channel kind carries each event. */
export const REALTIME_EVENT_CHANNEL: Record<RealtimeEventType, ChannelKind> = {
  balanceChanged: 'profile',
  depositCreated: 'profile',
  deviceChanged: 'profile',
  blockStatus: 'profile',
  notification: 'notification',
  notificationsCleared: 'notification',
  messageCreated: 'notification',
  messagesUnread: 'notification',
  chatMessage: 'notification',
  chatTyping: 'notification',
  weekNotification: 'week_notification',
  bonusProgress: 'progressbar',
  tournamentStanding: 'tournament',
  tournamentLeaders: 'tournaments',
  tournamentStatus: 'tournaments',
  freeSpinsAwarded: 'free_spins',
  freeSpinsProgress: 'free_spins',
  maintenance: 'maintenance',
  jackpotPool: 'jackpot',
  freeSpinsCleared: 'free_spins',
  liveRoundOpened: 'live',
  liveBettingClosed: 'live',
  liveRoundResult: 'live',
  liveSettlement: 'profile',
  verificationChanged: 'profile',
  privacyRequestChanged: 'profile',
  selfExcluded: 'profile',
  responsibleGaming: 'profile',
};

/** A typed message for `realtime.publish(channel, realtimeEvent('balanceChanged', {...}))`. */
export function realtimeEvent<T extends RealtimeEventType>(type: T, payload: z.input<(typeof realtimeEventPayloads)[T]>) {
  return { type, payload: realtimeEventPayloads[type].parse(payload) as RealtimeEventPayload<T> };
}

/** Reads a pushed message: the typed event, or null for an unknown type or a malformed payload. */
export function parseRealtimeEvent(data: unknown): RealtimeEvent | null {
  if (!data || typeof data !== 'object') return null;
  const { type, payload } = data as { type?: unknown; payload?: unknown };
  if (typeof type !== 'string' || !Object.hasOwn(realtimeEventPayloads, type)) return null;
  const parsed = realtimeEventPayloads[type as RealtimeEventType].safeParse(payload ?? {});
  return parsed.success ? ({ type, payload: parsed.data } as RealtimeEvent) : null;
}

// --- HTTP -----------------------------------------------------------------------------------

export const realtimeStatusResponseSchema = z.object({ status: z.boolean() });

export const maintenanceNoticeSchema = realtimeEventPayloads.maintenance;

/**
 * An operator's notice to players, as a persistent toast: on their notification channel, or on the
 * week notification channel (the weekly notice). The text may be HTML (sanitised by the server and
 * again by the browser).
 */
export const operatorNotificationSchema = z.object({
  channel: z.enum(['notification', 'weekNotification']),
  playerIds: z.array(z.uuid()).min(1).max(1000),
  kind: z.enum(['info', 'success', 'warning', 'error']).default('info'),
  title: z.string().trim().min(1).max(200).optional(),
  message: z.string().trim().min(1).max(2000),
});
export type OperatorNotification = z.input<typeof operatorNotificationSchema>;
export const operatorNotificationResultSchema = z.object({ status: z.boolean(), sent: z.number().int() });
