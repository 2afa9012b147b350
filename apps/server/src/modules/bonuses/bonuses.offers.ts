import { randomUUID } from 'node:crypto';
import {
  BONUS_CAMPAIGN_HISTORY_PAGE,
  BONUS_CODE_ERRORS,
  ERROR_CODES,
  type BonusCampaign,
  type BonusCampaignList,
  type BonusCodeError,
  type BonusReward,
  type Cashback,
  type PromoItem,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { formatDateTime } from '../player';
import type { WalletService } from '../wallet';
import type { BonusEngine } from './bonuses.engine';
import type {
  BonusCampaignRow,
  BonusCodeRow,
  BonusesRepository,
  BonusTemplateRow,
  FreeSpinsRow,
  PlayerBonusRow,
} from './bonuses.repository';
import { campaignOpen } from './bonuses.service';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** brute force: this many refused codes within the window lock code entry for the lock time */
export const CODE_TRIES = 5;
export const CODE_WINDOW_MS = 5 * MINUTE;
export const CODE_LOCK_MS = 5 * 60 * MINUTE;

export interface PlayerBonusFacts {
  phoneConfirmed: boolean;
  emailConfirmed: boolean;
  /** blocked, suspended or closed */
  locked: boolean;
}

export interface OffersDeps {
  repository: BonusesRepository;
  wallet: WalletService;
  clock: Clock;
  engine: BonusEngine;
  currencyOf: (playerId: string) => Promise<string>;
  playerFacts: (playerId: string) => Promise<PlayerBonusFacts>;
  depositedSince?: (playerId: string, currency: string, since: Date) => Promise<number>;
  /** free spins were granted (a code, a pickup): the free-spins channel tells the player */
  freeSpinsAwarded?: (fs: FreeSpinsRow) => Promise<void>;
}

/** A refused bonus code: HTTP 400 with the code of the BONUS_CODE_ERRORS table. */
export class BonusCodeRefusal extends AppError {
  constructor(
    readonly reason: BonusCodeError | 'locked' | 'depositFirst',
    message: string,
  ) {
    super(
      400,
      reason === 'locked'
        ? ERROR_CODES.promoCodeBruteForce
        : reason === 'depositFirst'
          ? ERROR_CODES.promoCodeNeedsDeposit
          : BONUS_CODE_ERRORS[reason],
      message,
    );
  }
}

const CODE_MESSAGES: Record<BonusCodeError, string> = {
  unknown: 'This code does not exist',
  disabled: 'This code is no longer valid',
  notStarted: 'This code is not valid yet',
  expired: 'This code has expired',
  usedUp: 'This code has been used up',
  alreadyUsed: 'You have already used this code',
  campaignClosed: 'This promotion has ended',
  phoneRequired: 'Please confirm your phone number to use this code',
  emailRequired: 'Please confirm your email address to use this code',
  nothingToGrant: 'This code has nothing to grant to your account',
  freeSpinsUnavailable: 'The free spins of this code cannot be granted to your account',
  playerBlocked: 'Your account cannot receive bonuses',
};
/** refusals that do not count as guesses (the code is right, the player must do something first) */
const NOT_A_GUESS = new Set<string>(['depositFirst', 'phoneRequired', 'emailRequired', 'playerBlocked']);
const refuse = (reason: BonusCodeError) => new BonusCodeRefusal(reason, CODE_MESSAGES[reason]);

export const localized = (texts: Record<string, string>, locale: string) => texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? '';

export function rewardOf(t: BonusTemplateRow): BonusReward {
  return {
    kind: t.kind as BonusReward['kind'],
    percent: t.percent,
    amount: t.amount,
    wagerRatio: t.wagerRatio,
    maxBet: t.maxBet,
    validityDays: t.validityDays,
    minDeposit: t.minDeposit,
    freeSpins:
      t.kind === 'free_spins' && t.freeSpinsGame ? { game: t.freeSpinsGame, count: t.freeSpinsCount ?? 0, bet: t.freeSpinsBet ?? 0 } : null,
  };
}

/** Monday 00:00 UTC of the week containing `d`. */
export function weekStart(d: Date): Date {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const back = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - back * DAY);
}

/** Campaigns, promotions, bonus codes and weekly cashback. */
export function createOffers(deps: OffersDeps) {
  const { repository, wallet, clock, engine } = deps;

  async function templates(): Promise<Map<string, BonusTemplateRow>> {
    return new Map((await repository.templates()).map((t) => [t.id, t]));
  }

  async function openCampaigns() {
    const now = clock.now();
    return (await repository.campaigns()).filter((c) => campaignOpen(c, now));
  }

  async function grantCampaign(playerId: string, campaign: BonusCampaignRow, grantKey: string): Promise<PlayerBonusRow | null> {
    const template = await repository.template(campaign.templateId);
    if (!template) throw notFound('Unknown bonus template');
    const currency = await deps.currencyOf(playerId);
    return wallet.runInTransaction((tx, ledger) =>
      engine.grant(tx, ledger, { playerId, currency, template, campaignId: campaign.id, grantKey }),
    );
  }

  /** counts a refused code and locks code entry after too many within the window */
  async function countRefusal(playerId: string): Promise<boolean> {
    return repository.transaction(async (tx) => {
      const repo = repository.withTx(tx);
      await repo.lockPlayer(playerId);
      const now = clock.now();
      await repo.addFailedAttempt(randomUUID(), playerId, now);
      if ((await repo.failedAttemptsSince(playerId, new Date(now.getTime() - CODE_WINDOW_MS))) < CODE_TRIES) return false;
      await repo.lockCodes(playerId, new Date(now.getTime() + CODE_LOCK_MS));
      return true;
    });
  }

  const lockedError = () => new BonusCodeRefusal('locked', 'Too many attempts: bonus codes are blocked for 5 hours');

  /** the checks that need no lock; the use count and once-per-player are checked again under the code's lock */
  function check(code: BonusCodeRow | undefined, campaign: BonusCampaignRow | undefined, now: Date): asserts code is BonusCodeRow {
    if (!code) throw refuse('unknown');
    if (!code.enabled) throw refuse('disabled');
    if (code.startsAt && code.startsAt > now) throw refuse('notStarted');
    if (code.endsAt && code.endsAt <= now) throw refuse('expired');
    if (!campaign || !campaignOpen(campaign, now)) throw refuse('campaignClosed');
    if (code.maxUses != null && code.uses >= code.maxUses) throw refuse('usedUp');
  }

  return {
    // --- campaigns ------------------------------------------------------------------------------
    async activeList(playerId: string, locale: string): Promise<BonusCampaignList> {
      const [campaigns, chosen, rewarded, ts] = await Promise.all([
        openCampaigns(),
        repository.activations(playerId),
        repository.rewardedCampaigns(playerId),
        templates(),
      ]);
      const items: BonusCampaign[] = campaigns
        .filter((c) => ts.has(c.templateId))
        .map((c) => ({
          id: c.id,
          type: c.type as BonusCampaign['type'],
          status: (chosen.get(c.id) ?? 'not_activated') as BonusCampaign['status'],
          mutexTag: c.mutexTag,
          title: localized(c.title, locale),
          description: localized(c.description, locale),
          reward: rewardOf(ts.get(c.templateId)!),
          canPickup: c.type === 'manual' && ts.get(c.templateId)!.kind === 'fixed' && !rewarded.has(c.id),
        }));
      const mutexGroups: Record<string, string[]> = {};
      for (const c of items) if (c.mutexTag) (mutexGroups[c.mutexTag] ??= []).push(c.id);
      return { items, mutexGroups };
    },

    async count(playerId: string): Promise<{ count: number; newAmount: number }> {
      const [campaigns, chosen, rewarded] = await Promise.all([
        openCampaigns(),
        repository.activations(playerId),
        repository.rewardedCampaigns(playerId),
      ]);
      const fresh = campaigns.filter((c) => !chosen.has(c.id) && !rewarded.has(c.id));
      return { count: campaigns.length, newAmount: fresh.length };
    },

    async history(playerId: string, page: number, locale: string) {
      const rows = await repository.campaignRewards(playerId, (page - 1) * BONUS_CAMPAIGN_HISTORY_PAGE, BONUS_CAMPAIGN_HISTORY_PAGE);
      const campaigns = new Map((await repository.campaigns()).map((c) => [c.id, c]));
      return {
        items: rows.map((b) => ({
          id: b.id,
          campaignId: b.campaignId!,
          title: localized(campaigns.get(b.campaignId!)?.title ?? {}, locale),
          date: formatDateTime(b.createdAt),
          amount: b.initialAmount,
          currency: b.currency,
          status: b.status as PlayerBonusRow['status'] as 'active',
        })),
      };
    },

    async reward(campaignId: string): Promise<BonusReward> {
      const c = await repository.campaign(campaignId);
      const t = c && (await repository.template(c.templateId));
      if (!c || !t) throw notFound('Unknown campaign');
      return rewardOf(t);
    },

    /** a manual campaign's reward, once per player */
    async pickup(playerId: string, campaignId: string): Promise<PlayerBonusRow | { freeSpins: FreeSpinsRow }> {
      const c = await repository.campaign(campaignId);
      if (!c || !campaignOpen(c, clock.now())) throw notFound('Unknown campaign');
      if (c.type !== 'manual') throw badRequest('This campaign is not picked up', { id: [c.type] });
      const t = await repository.template(c.templateId);
      if (t?.kind === 'free_spins') {
        const currency = await deps.currencyOf(playerId);
        const fs = await repository.transaction((tx) =>
          engine.grantFreeSpins(tx, { playerId, currency, template: t, campaignId: c.id, grantKey: `campaign:${c.id}:${playerId}` }),
        );
        if (!fs) throw new AppError(409, BONUS_CODE_ERRORS.freeSpinsUnavailable, CODE_MESSAGES.freeSpinsUnavailable);
        await deps.freeSpinsAwarded?.(fs).catch(() => {});
        return { freeSpins: fs };
      }
      const b = await grantCampaign(playerId, c, `campaign:${c.id}:${playerId}`);
      if (!b) throw badRequest('Nothing to grant', { id: ['nothing to grant'] });
      return b;
    },

    async promo(locale: string): Promise<PromoItem[]> {
      const ts = await templates();
      return (await openCampaigns())
        .filter((c) => c.public && ts.has(c.templateId))
        .map((c) => ({
          id: c.id,
          type: c.type as PromoItem['type'],
          title: localized(c.title, locale),
          description: localized(c.description, locale),
          reward: rewardOf(ts.get(c.templateId)!),
        }));
    },

    // --- bonus codes ----------------------------------------------------------------------------
    /**
     * Redeems a code: 5 refused codes within 5 minutes lock code entry for 5 hours (1012, stored in the
     * database); refusals answer the BONUS_CODE_ERRORS table; 1501 when the code needs a deposit first.
     */
    async activateCode(playerId: string, input: string): Promise<PlayerBonusRow | { freeSpins: FreeSpinsRow }> {
      const now = clock.now();
      const until = await repository.lockedUntil(playerId);
      if (until && until > now) throw lockedError();
      const codeText = input.trim().toUpperCase();
      try {
        const code = await repository.code(codeText);
        const campaign = code ? await repository.campaign(code.campaignId) : undefined;
        check(code, campaign, now);
        const facts = await deps.playerFacts(playerId);
        if (facts.locked) throw refuse('playerBlocked');
        if (code.requiresPhone && !facts.phoneConfirmed) throw refuse('phoneRequired');
        if (code.requiresEmail && !facts.emailConfirmed) throw refuse('emailRequired');
        const currency = await deps.currencyOf(playerId);
        if (code.requiresDeposit && deps.depositedSince && (await deps.depositedSince(playerId, currency, new Date(0))) <= 0)
          throw new BonusCodeRefusal('depositFirst', 'Make a deposit first to use this code');
        const template = await repository.template(campaign!.templateId);
        if (!template) throw refuse('nothingToGrant');
        const granted = await wallet.runInTransaction(async (tx, ledger) => {
          const repo = repository.withTx(tx);
          // the player's bonus lock first (docs/bonuses.md, "Lock order"), then the code's row
          await repo.lockPlayer(playerId);
          // claims of one code queue on its row: the use count cannot overshoot
          const locked = await repo.codeForUpdate(codeText);
          check(locked, campaign, clock.now());
          if (locked.oncePerPlayer && (await repo.redeemed(codeText, playerId))) throw refuse('alreadyUsed');
          const redemption = randomUUID();
          const grantKey = `code:${codeText}:${playerId}${locked.oncePerPlayer ? '' : `:${redemption}`}`;
          if (template.kind === 'free_spins') {
            // free spins: N rounds of the template's game at its bet, played out in the slot
            const fs = await engine.grantFreeSpins(tx, { playerId, currency, template, campaignId: campaign!.id, grantKey });
            if (!fs) throw refuse('freeSpinsUnavailable');
            await repo.redeem({ id: redemption, code: codeText, playerId, bonusId: null, createdAt: clock.now() });
            return { freeSpins: fs };
          }
          const bonus = await engine.grant(tx, ledger, { playerId, currency, template, campaignId: campaign!.id, grantKey });
          if (!bonus) throw refuse('nothingToGrant');
          await repo.redeem({ id: redemption, code: codeText, playerId, bonusId: bonus.id, createdAt: clock.now() });
          return bonus;
        });
        if ('freeSpins' in granted) await deps.freeSpinsAwarded?.(granted.freeSpins).catch(() => {});
        return granted;
      } catch (err) {
        if (err instanceof BonusCodeRefusal && !NOT_A_GUESS.has(err.reason) && (await countRefusal(playerId))) throw lockedError();
        throw err;
      }
    },

    // --- weekly cashback --------------------------------------------------------------------------
    /** last week's cashback: `percent` of the net real-money loss, capped; once per week */
    async cashback(playerId: string): Promise<Cashback & { template: BonusTemplateRow | null; weekStart: Date }> {
      const currency = await deps.currencyOf(playerId);
      const to = weekStart(clock.now());
      const from = new Date(to.getTime() - 7 * DAY);
      const campaign = (await openCampaigns()).find((c) => c.type === 'cashback');
      const template = campaign ? ((await repository.template(campaign.templateId)) ?? null) : null;
      const loss = Math.max(0, -(await wallet.realGamingNet(playerId, currency, from, to)));
      const taken = !!(await repository.cashbackClaim(playerId, from, currency));
      const due = template ? Math.min(Math.floor((loss * template.percent) / 100), template.amount) : 0;
      return {
        currency,
        percent: template?.percent ?? 0,
        loss,
        amount: taken ? 0 : due,
        taken,
        from: from.toISOString(),
        to: to.toISOString(),
        template,
        weekStart: from,
      };
    },

    /** pays last week's cashback as real money (or as a bonus when its template has a wager) */
    async takeCashback(playerId: string): Promise<{ amount: number; currency: string }> {
      const facts = await deps.playerFacts(playerId);
      if (facts.locked) throw forbidden('Cashback is not available for a locked profile');
      if (!facts.phoneConfirmed) throw forbidden('Please confirm your phone number to take cashback');
      const c = await this.cashback(playerId);
      if (c.taken || c.amount <= 0 || !c.template)
        throw badRequest('No cashback is due', { cashback: [c.taken ? 'taken' : 'nothing due'] });
      const key = `cashback:${playerId}:${c.from.slice(0, 10)}:${c.currency}`;
      await wallet.runInTransaction(async (tx, ledger) => {
        const repo = repository.withTx(tx);
        await repo.lockPlayer(playerId);
        if (
          !(await repo.insertCashbackClaim({
            playerId,
            weekStart: c.weekStart,
            currency: c.currency,
            loss: c.loss,
            amount: c.amount,
            createdAt: clock.now(),
          }))
        )
          throw badRequest('No cashback is due', { cashback: ['taken'] });
        if (c.template!.wagerRatio > 0) {
          await engine.grant(tx, ledger, { playerId, currency: c.currency, template: c.template!, grantKey: key, base: c.loss });
        } else {
          await ledger.credit({
            kind: 'cashback',
            idempotencyKey: key,
            playerId,
            currency: c.currency,
            amount: c.amount,
            reference: c.from.slice(0, 10),
          });
        }
      });
      return { amount: c.amount, currency: c.currency };
    },

    operator: {
      codes: () => repository.codes(),
      async putCode(row: Omit<BonusCodeRow, 'createdAt' | 'uses'>) {
        if (!(await repository.campaign(row.campaignId))) throw notFound('Unknown campaign');
        await repository.upsertCode({ ...row, code: row.code.toUpperCase(), createdAt: clock.now() });
        return (await repository.code(row.code.toUpperCase()))!;
      },
    },
  };
}
export type Offers = ReturnType<typeof createOffers>;
