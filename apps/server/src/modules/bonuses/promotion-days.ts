import { and, eq, gte, isNull, lt, sum } from 'drizzle-orm';
import type { PromotionDay, PromotionDays, PromotionDayStatus } from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { defineRepository } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import type { WalletService } from '../wallet';
import type { BonusEngine } from './bonuses.engine';
import type { PlayerBonusFacts } from './bonuses.offers';
import { localized, rewardOf } from './bonuses.offers';
import type { BonusCampaignRow, BonusesRepository, FreeSpinsRow } from './bonuses.repository';
import { bonusCampaigns } from './bonuses.tables';
import { bonusPromotionDayRules, bonusPromotionDays, bonusPromotionDeposits, bonusPromotionParticipants } from './promotion-days.tables';

const DAY_MS = 86_400_000;

export type PromotionDayRuleRow = typeof bonusPromotionDayRules.$inferSelect;
export type PromotionParticipantRow = typeof bonusPromotionParticipants.$inferSelect;
export type PromotionDayRow = typeof bonusPromotionDays.$inferSelect;

// --- pure day logic ---------------------------------------------------------------------------------

/** The UTC day of `d`, YYYY-MM-DD. */
export const utcDay = (d: Date): string => d.toISOString().slice(0, 10);
/** 00:00 UTC of a YYYY-MM-DD day. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
/** The `days` UTC days from `startDate`. */
export function daysOf(rule: { startDate: string; days: number }): string[] {
  const first = dayStart(rule.startDate).getTime();
  return Array.from({ length: rule.days }, (_, i) => utcDay(new Date(first + i * DAY_MS)));
}

export interface DayFacts {
  day: string;
  /** today (UTC) on the injected clock */
  today: string;
  /** the player's decided day, if any */
  decided?: { status: Exclude<PromotionDayStatus, 'future'>; reason: string | null };
  /** the first day that counts for the player; null: not taking part */
  joinedOn: string | null;
  /** undecided days from this one on are cancelled (the player left) */
  cancelledOn: string | null;
  /** the operator switched the campaign off: undecided days from today on are cancelled */
  campaignCancelled: boolean;
}

/**
 * What the player sees for one day (awarded, cancelled, fail, future, missed). A decided day
 * keeps its status; otherwise: cancelled from the day the player left, or from today on when the
 * operator switched the campaign off; missed when the day has passed (undecided past days of a participant are decided by the
 * next evaluation, which also says missed unless the condition was met); future for today and later.
 */
export function dayStatus(f: DayFacts): { status: PromotionDayStatus; reason: string | null } {
  if (f.decided) return f.decided;
  if (f.campaignCancelled && f.day >= f.today) return { status: 'cancelled', reason: 'campaign_cancelled' };
  if (f.cancelledOn && f.day >= f.cancelledOn) return { status: 'cancelled', reason: 'player_cancelled' };
  if (f.day < f.today) return { status: 'missed', reason: null };
  return { status: 'future', reason: null };
}

/**
 * What an evaluation decides for an undecided day of a participant: `award` (the condition is met:
 * try the grant, which ends awarded or fail), `missed` (the day is over without the condition, or it
 * came before the player joined), `cancelled`, or null (not decided yet: today without the condition,
 * or a day to come). `met` is only asked for days the player took part in that have begun.
 */
export function decideDay(
  f: Omit<DayFacts, 'decided'> & { joinedOn: string },
  met: () => boolean,
): 'award' | 'missed' | 'cancelled' | null {
  if (f.cancelledOn && f.day >= f.cancelledOn) return 'cancelled';
  if (f.day > f.today) return null;
  if (f.day < f.joinedOn) return 'missed';
  // a switched-off campaign honours the days that ended before: only today and later are cancelled
  if (f.campaignCancelled && f.day >= f.today) return 'cancelled';
  if (met()) return 'award';
  return f.day < f.today ? 'missed' : null;
}

// --- storage ------------------------------------------------------------------------------------------

export const createPromotionDaysRepository = defineRepository((db) => ({
  async rule(campaignId: string): Promise<PromotionDayRuleRow | undefined> {
    const [row] = await db.select().from(bonusPromotionDayRules).where(eq(bonusPromotionDayRules.campaignId, campaignId));
    return row;
  },
  async rules(): Promise<PromotionDayRuleRow[]> {
    return db.select().from(bonusPromotionDayRules);
  },
  async putRule(row: typeof bonusPromotionDayRules.$inferInsert) {
    const { campaignId: _c, ...rest } = row;
    await db.insert(bonusPromotionDayRules).values(row).onConflictDoUpdate({ target: bonusPromotionDayRules.campaignId, set: rest });
  },
  async seedRule(row: typeof bonusPromotionDayRules.$inferInsert) {
    await db.insert(bonusPromotionDayRules).values(row).onConflictDoNothing();
  },
  async participant(campaignId: string, playerId: string): Promise<PromotionParticipantRow | undefined> {
    const [row] = await db
      .select()
      .from(bonusPromotionParticipants)
      .where(and(eq(bonusPromotionParticipants.campaignId, campaignId), eq(bonusPromotionParticipants.playerId, playerId)));
    return row;
  },
  /** participants who have not left */
  async participants(campaignId: string): Promise<PromotionParticipantRow[]> {
    return db
      .select()
      .from(bonusPromotionParticipants)
      .where(and(eq(bonusPromotionParticipants.campaignId, campaignId), isNull(bonusPromotionParticipants.cancelledOn)));
  },
  async join(row: typeof bonusPromotionParticipants.$inferInsert): Promise<boolean> {
    const made = await db.insert(bonusPromotionParticipants).values(row).onConflictDoNothing().returning();
    return made.length === 1;
  },
  async leave(campaignId: string, playerId: string, on: string, at: Date) {
    await db
      .update(bonusPromotionParticipants)
      .set({ cancelledOn: on, cancelledAt: at })
      .where(
        and(
          eq(bonusPromotionParticipants.campaignId, campaignId),
          eq(bonusPromotionParticipants.playerId, playerId),
          isNull(bonusPromotionParticipants.cancelledOn),
        ),
      );
  },
  async days(campaignId: string, playerId: string): Promise<PromotionDayRow[]> {
    return db
      .select()
      .from(bonusPromotionDays)
      .where(and(eq(bonusPromotionDays.campaignId, campaignId), eq(bonusPromotionDays.playerId, playerId)));
  },
  /** decides a day: false when it was decided already (the per-day key) */
  async decide(row: typeof bonusPromotionDays.$inferInsert): Promise<boolean> {
    const made = await db.insert(bonusPromotionDays).values(row).onConflictDoNothing().returning();
    return made.length === 1;
  },
  async updateDay(campaignId: string, playerId: string, day: string, patch: Partial<typeof bonusPromotionDays.$inferInsert>) {
    await db
      .update(bonusPromotionDays)
      .set(patch)
      .where(
        and(eq(bonusPromotionDays.campaignId, campaignId), eq(bonusPromotionDays.playerId, playerId), eq(bonusPromotionDays.day, day)),
      );
  },
  async recordDeposit(row: typeof bonusPromotionDeposits.$inferInsert) {
    await db.insert(bonusPromotionDeposits).values(row).onConflictDoNothing();
  },
  async deposited(playerId: string, currency: string, from: Date, to: Date): Promise<number> {
    const [row] = await db
      .select({ total: sum(bonusPromotionDeposits.amount) })
      .from(bonusPromotionDeposits)
      .where(
        and(
          eq(bonusPromotionDeposits.playerId, playerId),
          eq(bonusPromotionDeposits.currency, currency),
          gte(bonusPromotionDeposits.at, from),
          lt(bonusPromotionDeposits.at, to),
        ),
      );
    return Number(row?.total ?? 0);
  },
  async dailyCampaigns(): Promise<BonusCampaignRow[]> {
    return db.select().from(bonusCampaigns).where(eq(bonusCampaigns.type, 'daily'));
  },
}));
export type PromotionDaysRepository = ReturnType<typeof createPromotionDaysRepository>;

// --- the use cases ------------------------------------------------------------------------------------

export interface PromotionDaysDeps {
  days: PromotionDaysRepository;
  bonuses: BonusesRepository;
  wallet: WalletService;
  engine: BonusEngine;
  clock: Clock;
  currencyOf: (playerId: string) => Promise<string>;
  playerFacts: (playerId: string) => Promise<PlayerBonusFacts>;
  /** a self-excluded player is never rewarded (the day fails with `self_excluded`) */
  isSelfExcluded?: (playerId: string) => Promise<boolean>;
  freeSpinsAwarded?: (fs: FreeSpinsRow) => Promise<void>;
  /** test seam: called inside a day's transaction after its grant, before the commit */
  afterGrant?: (day: string) => void | Promise<void>;
}

/** The grant key of a day's reward: one per campaign, player and day. */
export const promotionDayKey = (campaignId: string, playerId: string, day: string) => `promo-day:${campaignId}:${playerId}:${day}`;

/** Promotion days of `daily` campaigns (docs/bonuses.md, "Promotion days"). */
export function createPromotionDays(deps: PromotionDaysDeps) {
  const { days: repo, clock, engine, wallet } = deps;

  async function dailyCampaign(campaignId: string): Promise<{ campaign: BonusCampaignRow; rule: PromotionDayRuleRow }> {
    const campaign = await deps.bonuses.campaign(campaignId);
    const rule = campaign?.type === 'daily' ? await repo.rule(campaignId) : undefined;
    if (!campaign || !rule) throw notFound('Unknown daily promotion');
    return { campaign, rule };
  }

  /** a visible campaign: switched on, or switched off while the player takes part (they see it cancelled) */
  const cancelledCampaign = (c: BonusCampaignRow) => !c.enabled;

  /** decides one undecided day in its own transaction (the grant and the day's row commit together) */
  async function decide(
    campaign: BonusCampaignRow,
    playerId: string,
    day: string,
    decision: 'award' | 'missed' | 'cancelled',
    reason: string | null,
  ): Promise<FreeSpinsRow | null> {
    const now = clock.now();
    const template = decision === 'award' ? await deps.bonuses.template(campaign.templateId) : undefined;
    let refusal: string | null = null;
    if (decision === 'award') {
      const facts = await deps.playerFacts(playerId);
      if (facts.locked) refusal = 'account_locked';
      else if (deps.isSelfExcluded && (await deps.isSelfExcluded(playerId))) refusal = 'self_excluded';
      else if (!template) refusal = 'nothing_to_grant';
    }
    const currency = decision === 'award' && !refusal ? await deps.currencyOf(playerId) : '';
    return wallet.runInTransaction(async (tx, ledger) => {
      const bonuses = deps.bonuses.withTx(tx);
      const days = repo.withTx(tx);
      // the player's bonus lock first (docs/bonuses.md, "Lock order"): evaluations of one player queue here
      await bonuses.lockPlayer(playerId);
      const status = decision === 'award' ? (refusal ? 'fail' : 'awarded') : decision;
      const fresh = await days.decide({
        campaignId: campaign.id,
        playerId,
        day,
        status,
        reason: decision === 'award' ? refusal : reason,
        decidedAt: now,
      });
      // another evaluation decided this day first: nothing more to do
      if (!fresh || status !== 'awarded') return null;
      const grantKey = promotionDayKey(campaign.id, playerId, day);
      let freeSpins: FreeSpinsRow | null = null;
      if (template!.kind === 'free_spins') {
        freeSpins = await engine.grantFreeSpins(tx, { playerId, currency, template: template!, campaignId: campaign.id, grantKey });
        if (freeSpins) await days.updateDay(campaign.id, playerId, day, { freeSpinsId: freeSpins.id });
        else await days.updateDay(campaign.id, playerId, day, { status: 'fail', reason: 'free_spins_unavailable' });
      } else {
        const bonus = await engine.grant(tx, ledger, { playerId, currency, template: template!, campaignId: campaign.id, grantKey });
        if (bonus) await days.updateDay(campaign.id, playerId, day, { bonusId: bonus.id });
        else await days.updateDay(campaign.id, playerId, day, { status: 'fail', reason: 'nothing_to_grant' });
      }
      await deps.afterGrant?.(day);
      return freeSpins;
    });
  }

  /** decides every due day of one participant; returns how many days it decided */
  async function evaluatePlayer(campaign: BonusCampaignRow, rule: PromotionDayRuleRow, p: PromotionParticipantRow): Promise<number> {
    const today = utcDay(clock.now());
    const decided = new Set((await repo.days(campaign.id, p.playerId)).map((d) => d.day));
    let currency: string | null = null;
    let n = 0;
    for (const day of daysOf(rule)) {
      if (day > today) break;
      if (decided.has(day)) continue;
      const facts = { day, today, joinedOn: p.joinedOn, cancelledOn: p.cancelledOn, campaignCancelled: cancelledCampaign(campaign) };
      let deposited = 0;
      if (!(p.cancelledOn && day >= p.cancelledOn) && day >= p.joinedOn && !(facts.campaignCancelled && day >= today)) {
        currency ??= await deps.currencyOf(p.playerId);
        deposited = await repo.deposited(p.playerId, currency, dayStart(day), new Date(dayStart(day).getTime() + DAY_MS));
      }
      const decision = decideDay(facts, () => deposited >= rule.minAmount && deposited > 0);
      if (!decision) continue;
      const reason = decision === 'cancelled' ? (p.cancelledOn && day >= p.cancelledOn ? 'player_cancelled' : 'campaign_cancelled') : null;
      const fs = await decide(campaign, p.playerId, day, decision, reason);
      if (fs) await deps.freeSpinsAwarded?.(fs).catch(() => {});
      n++;
    }
    return n;
  }

  return {
    /**
     * The scheduled job (and a deposit, and the player's own view): decides every due day of every
     * participant of every daily campaign. Restart-safe: each day commits with its grant, and a day
     * already decided is skipped (its primary key is the per-day idempotency key).
     */
    async evaluateDue(): Promise<number> {
      let n = 0;
      for (const campaign of await repo.dailyCampaigns()) {
        const rule = await repo.rule(campaign.id);
        if (!rule) continue;
        const last = daysOf(rule).at(-1)!;
        // a finished campaign has nothing left once its last day was decided (the day after it)
        if (utcDay(new Date(dayStart(last).getTime() + 2 * DAY_MS)) < utcDay(clock.now())) continue;
        for (const p of await repo.participants(campaign.id)) n += await evaluatePlayer(campaign, rule, p);
      }
      return n;
    },

    async evaluateFor(playerId: string): Promise<number> {
      let n = 0;
      for (const campaign of await repo.dailyCampaigns()) {
        const rule = await repo.rule(campaign.id);
        const p = rule && (await repo.participant(campaign.id, playerId));
        if (rule && p && !p.cancelledOn) n += await evaluatePlayer(campaign, rule, p);
      }
      return n;
    },

    /** a successful deposit (cashier.depositSucceeded): counted towards its day, then evaluated */
    async onDeposit(input: { playerId: string; paymentId: string; amount: number; currency: string }) {
      await repo.recordDeposit({ ...input, at: clock.now() });
      await this.evaluateFor(input.playerId);
    },

    /** the campaign's terms and the days as they stand for the player (or a visitor) */
    async view(campaignId: string, playerId: string | null, locale: string): Promise<PromotionDays> {
      const { campaign, rule } = await dailyCampaign(campaignId);
      const participant = playerId ? await repo.participant(campaignId, playerId) : undefined;
      if (!campaign.enabled && !participant) throw notFound('Unknown daily promotion');
      if (participant && !participant.cancelledOn) await evaluatePlayer(campaign, rule, participant);
      const template = await deps.bonuses.template(campaign.templateId);
      if (!template) throw notFound('Unknown daily promotion');
      const today = utcDay(clock.now());
      const stored = new Map(participant ? (await repo.days(campaignId, participant.playerId)).map((d) => [d.day, d]) : []);
      const all = daysOf(rule);
      const list: PromotionDay[] = all.map((day) => {
        const d = stored.get(day);
        const { status, reason } = dayStatus({
          day,
          today,
          decided: d ? { status: d.status as 'awarded', reason: d.reason } : undefined,
          joinedOn: participant?.joinedOn ?? null,
          cancelledOn: participant?.cancelledOn ?? null,
          campaignCancelled: !!participant && cancelledCampaign(campaign),
        });
        return { date: day, status, reason };
      });
      const cancelled = !!participant && (!!participant.cancelledOn || cancelledCampaign(campaign));
      return {
        id: campaign.id,
        title: localized(campaign.title, locale),
        condition: { kind: 'deposit', minAmount: rule.minAmount },
        reward: rewardOf(template),
        today,
        days: list,
        joined: !!participant && !cancelled,
        cancelled,
        canJoin: !!playerId && !participant && campaign.enabled && all.at(-1)! >= today,
      };
    },

    /** opting in after seeing the terms: days from today on count */
    async join(campaignId: string, playerId: string, locale: string): Promise<PromotionDays> {
      const { campaign, rule } = await dailyCampaign(campaignId);
      const today = utcDay(clock.now());
      if (!campaign.enabled) throw notFound('Unknown daily promotion');
      if (daysOf(rule).at(-1)! < today) throw badRequest('This promotion has ended', { id: ['ended'] });
      const first = rule.startDate > today ? rule.startDate : today;
      await repo.join({ campaignId, playerId, joinedOn: first, joinedAt: clock.now() });
      return this.view(campaignId, playerId, locale);
    },

    /** leaving: days not decided yet, today included, are cancelled; rewards already granted stay */
    async cancel(campaignId: string, playerId: string, locale: string): Promise<PromotionDays> {
      await dailyCampaign(campaignId);
      const p = await repo.participant(campaignId, playerId);
      if (!p) throw badRequest('You are not taking part in this promotion', { id: ['not joined'] });
      if (!p.cancelledOn) {
        await deps.bonuses.transaction(async (tx) => {
          await deps.bonuses.withTx(tx).lockPlayer(playerId);
          await repo.withTx(tx).leave(campaignId, playerId, utcDay(clock.now()), clock.now());
        });
        const left = (await repo.participant(campaignId, playerId))!;
        const { campaign, rule } = await dailyCampaign(campaignId);
        await evaluatePlayer(campaign, rule, left);
      }
      return this.view(campaignId, playerId, locale);
    },

    operator: {
      async putRule(campaignId: string, input: { startDate: string; days: number; condition: 'deposit'; minAmount: number }) {
        const campaign = await deps.bonuses.campaign(campaignId);
        if (!campaign) throw notFound('Unknown campaign');
        if (campaign.type !== 'daily') throw badRequest('Only a daily campaign has promotion days', { id: [campaign.type] });
        if (Number.isNaN(dayStart(input.startDate).getTime()) || utcDay(dayStart(input.startDate)) !== input.startDate)
          throw badRequest('Invalid start date', { startDate: ['not a date'] });
        await repo.putRule({ campaignId, ...input, updatedAt: clock.now() });
        return (await repo.rule(campaignId))!;
      },
    },
  };
}
export type PromotionDaysService = ReturnType<typeof createPromotionDays>;
