import { randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { Ledger } from '../wallet';
import type { BonusesRepository, BonusTemplateRow, FreeSpinsRow, PlayerBonusRow } from './bonuses.repository';

const DAY_MS = 86_400_000;

/** Ledger idempotency key of one money movement of a bonus (its version counts the movements). */
const moveKey = (b: PlayerBonusRow, step: string) => `bonus:${b.id}:${b.version + 1}:${step}`;

export interface GrantInput {
  playerId: string;
  currency: string;
  template: BonusTemplateRow;
  campaignId?: string | null;
  /** names the grant: a repeated grant with the same key returns the first bonus */
  grantKey: string;
  /** deposit_match: the deposit; cashback: the net loss */
  base?: number;
}

/** What a template grants for a base amount (deposit match with its cap, fixed amount). */
export function grantAmount(template: BonusTemplateRow, base = 0): number {
  switch (template.kind) {
    case 'deposit_match':
    case 'cashback':
      if (base < template.minDeposit) return 0;
      return Math.min(Math.floor((base * template.percent) / 100), template.amount);
    case 'fixed':
      return template.amount;
    default:
      return 0;
  }
}

/**
 * The bonus money steps of docs/bonuses.md, each a balanced ledger transaction inside the caller's SQL
 * transaction. Invariant: the player's bonus account holds exactly the `amount` of their active bonus;
 * queued bonuses keep theirs in the casino's bonus pool.
 */
export function createBonusEngine(deps: { repository: BonusesRepository; clock: Clock }) {
  const { clock } = deps;

  /** bonus pool -> player's bonus account: the bonus becomes the active one */
  async function activate(repo: BonusesRepository, ledger: Ledger, b: PlayerBonusRow) {
    if (b.amount > 0)
      await ledger.transfer({
        kind: 'bonus_activate',
        idempotencyKey: moveKey(b, 'activate'),
        currency: b.currency,
        amount: b.amount,
        from: { system: 'bonus_pool' },
        to: { playerId: b.playerId, kind: 'bonus' },
        playerId: b.playerId,
        reference: b.id,
      });
    await repo.update(b.id, { status: 'active', version: b.version + 1, updatedAt: clock.now() });
  }

  /** player's bonus account -> bonus pool: the active bonus waits in the queue */
  async function park(repo: BonusesRepository, ledger: Ledger, b: PlayerBonusRow) {
    if (b.amount > 0)
      await ledger.transfer({
        kind: 'bonus_park',
        idempotencyKey: moveKey(b, 'park'),
        currency: b.currency,
        amount: b.amount,
        from: { playerId: b.playerId, kind: 'bonus' },
        to: { system: 'bonus_pool' },
        playerId: b.playerId,
        reference: b.id,
      });
    await repo.update(b.id, { status: 'queued', version: b.version + 1, updatedAt: clock.now() });
  }

  /** the oldest queued bonus becomes active when none is */
  async function promoteNext(repo: BonusesRepository, ledger: Ledger, playerId: string, currency: string) {
    const live = await repo.liveForUpdate(playerId, currency);
    if (live.some((b) => b.status === 'active')) return;
    const next = live.find((b) => b.status === 'queued');
    if (next) await activate(repo, ledger, next);
  }

  /** forfeit: the bonus money (its winnings included) goes back to the casino; nothing else moves */
  async function end(repo: BonusesRepository, ledger: Ledger, b: PlayerBonusRow, reason: 'cancelled' | 'expired' | 'withdrawal') {
    if (b.amount > 0)
      await ledger.transfer({
        kind: reason === 'expired' ? 'bonus_expire' : 'bonus_forfeit',
        idempotencyKey: moveKey(b, 'forfeit'),
        currency: b.currency,
        amount: b.amount,
        from: b.status === 'active' ? { playerId: b.playerId, kind: 'bonus' } : { system: 'bonus_pool' },
        to: { system: 'house' },
        playerId: b.playerId,
        reference: b.id,
      });
    const now = clock.now();
    await repo.update(b.id, { status: 'cancelled', endReason: reason, endedAt: now, version: b.version + 1, updatedAt: now });
    if (b.status === 'active') await promoteNext(repo, ledger, b.playerId, b.currency);
  }

  /**
   * Wagering complete: the bonus money becomes real money, at most `maxConversion`; the rest goes back
   * to the casino. One ledger transaction.
   */
  async function commit(repo: BonusesRepository, ledger: Ledger, b: PlayerBonusRow) {
    const converted = Math.min(b.amount, b.maxConversion ?? b.amount);
    const kept = b.amount - converted;
    if (b.amount > 0)
      await ledger.post({
        kind: 'bonus_commit',
        idempotencyKey: moveKey(b, 'commit'),
        currency: b.currency,
        playerId: b.playerId,
        reference: b.id,
        legs: [
          { account: { playerId: b.playerId, kind: 'bonus' }, amount: -b.amount },
          ...(converted > 0 ? [{ account: { playerId: b.playerId, kind: 'real' as const }, amount: converted }] : []),
          ...(kept > 0 ? [{ account: { system: 'house' as const }, amount: kept }] : []),
        ],
        metadata: { converted, kept },
      });
    const now = clock.now();
    await repo.update(b.id, { status: 'committed', endReason: 'wagered', endedAt: now, version: b.version + 1, updatedAt: now });
    await promoteNext(repo, ledger, b.playerId, b.currency);
    return converted;
  }

  /**
   * Free spins used up (the last free round closed): their winnings, held in the bonus pool, become a
   * bonus with the template's own wager (queued, or active at once when none is). Nothing to wager
   * when they won nothing. One step of the caller's transaction; idempotent (the grant's status).
   */
  async function finishFreeSpins(repo: BonusesRepository, ledger: Ledger, fs: FreeSpinsRow): Promise<PlayerBonusRow | null> {
    if (fs.status !== 'active') return null;
    const now = clock.now();
    let bonus: PlayerBonusRow | null = null;
    if (fs.winning > 0) {
      const t = await repo.template(fs.templateId);
      await repo.lockPlayer(fs.playerId);
      const wagerRatio = t?.wagerRatio ?? 0;
      bonus = await repo.insertGranted({
        id: randomUUID(),
        playerId: fs.playerId,
        status: 'queued',
        currency: fs.currency,
        initialAmount: fs.winning,
        // the winnings are in the bonus pool already (held by each free round's win): no grant transfer
        amount: fs.winning,
        fullWager: Math.round(fs.winning * wagerRatio),
        wagerRatio,
        grantKey: `free-spins:${fs.id}`,
        templateId: fs.templateId,
        campaignId: fs.campaignId,
        maxBet: t?.maxBet ?? null,
        maxConversion: t?.conversionRatio == null ? null : Math.floor(fs.winning * t.conversionRatio),
        createdAt: now,
        cancelAfter: t?.validityDays ? new Date(now.getTime() + t.validityDays * DAY_MS) : null,
        updatedAt: now,
      });
      if (bonus) await promoteNext(repo, ledger, fs.playerId, fs.currency);
    }
    await repo.updateFreeSpins(fs.id, { status: 'finished', bonusId: bonus?.id ?? null, endedAt: now, updatedAt: now });
    return bonus ? ((await repo.byId(bonus.id)) ?? bonus) : null;
  }

  /** unused free spins lapse (expiry): winnings held so far go back to the casino */
  async function cancelFreeSpins(repo: BonusesRepository, ledger: Ledger, fs: FreeSpinsRow) {
    if (fs.status !== 'active') return;
    if (fs.winning > 0)
      await ledger.transfer({
        kind: 'bonus_expire',
        idempotencyKey: `free-spins:${fs.id}:expire`,
        currency: fs.currency,
        amount: fs.winning,
        from: { system: 'bonus_pool' },
        to: { system: 'house' },
        playerId: fs.playerId,
        reference: fs.id,
      });
    const now = clock.now();
    await repo.updateFreeSpins(fs.id, { status: 'cancelled', spinsLeft: 0, endedAt: now, updatedAt: now });
  }

  return {
    activate,
    park,
    end,
    commit,
    promoteNext,
    finishFreeSpins,
    cancelFreeSpins,

    /**
     * Grants free spins (a `free_spins` template): N rounds of its game at its bet. No money moves now:
     * each free round's win is held in the bonus pool. Idempotent on `grantKey`.
     */
    async grantFreeSpins(tx: Db, input: Omit<GrantInput, 'base'>): Promise<FreeSpinsRow | null> {
      const repo = deps.repository.withTx(tx);
      const t = input.template;
      if (t.kind !== 'free_spins' || !t.freeSpinsGame || !t.freeSpinsCount || !t.freeSpinsBet) return null;
      const known = await repo.freeSpinsByGrantKey(input.grantKey);
      if (known) return known;
      const now = clock.now();
      const row = await repo.insertFreeSpins({
        id: randomUUID(),
        playerId: input.playerId,
        currency: input.currency,
        status: 'active',
        gameId: t.freeSpinsGame,
        bet: t.freeSpinsBet,
        total: t.freeSpinsCount,
        spinsLeft: t.freeSpinsCount,
        templateId: t.id,
        campaignId: input.campaignId ?? null,
        grantKey: input.grantKey,
        createdAt: now,
        cancelAfter: t.validityDays ? new Date(now.getTime() + t.validityDays * DAY_MS) : null,
        updatedAt: now,
      });
      return row ?? (await repo.freeSpinsByGrantKey(input.grantKey)) ?? null;
    },

    /**
     * Grants a bonus: house -> bonus pool, then active at once when the player has no active bonus
     * (else queued). Idempotent on `grantKey`. Null when the template grants nothing for this base.
     */
    async grant(tx: Db, ledger: Ledger, input: GrantInput): Promise<PlayerBonusRow | null> {
      const repo = deps.repository.withTx(tx);
      await repo.lockPlayer(input.playerId);
      const known = await repo.byGrantKey(input.grantKey);
      if (known) return known;
      const amount = grantAmount(input.template, input.base);
      if (amount <= 0) return null;
      const t = input.template;
      const now = clock.now();
      const row = await repo.insertGranted({
        id: randomUUID(),
        playerId: input.playerId,
        status: 'queued',
        currency: input.currency,
        initialAmount: amount,
        amount,
        fullWager: Math.round(amount * t.wagerRatio),
        wagerRatio: t.wagerRatio,
        grantKey: input.grantKey,
        templateId: t.id,
        campaignId: input.campaignId ?? null,
        maxBet: t.maxBet,
        maxConversion: t.conversionRatio == null ? null : Math.floor(amount * t.conversionRatio),
        createdAt: now,
        cancelAfter: t.validityDays ? new Date(now.getTime() + t.validityDays * DAY_MS) : null,
        updatedAt: now,
      });
      if (!row) return (await repo.byGrantKey(input.grantKey)) ?? null;
      await ledger.transfer({
        kind: 'bonus_grant',
        idempotencyKey: `bonus:${row.id}:grant`,
        currency: row.currency,
        amount,
        from: { system: 'house' },
        to: { system: 'bonus_pool' },
        playerId: row.playerId,
        reference: row.id,
        metadata: { templateId: t.id, campaignId: row.campaignId },
      });
      await promoteNext(repo, ledger, row.playerId, row.currency);
      return (await repo.byId(row.id)) ?? row;
    },
  };
}
export type BonusEngine = ReturnType<typeof createBonusEngine>;
