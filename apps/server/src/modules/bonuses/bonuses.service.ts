import {
  BONUS_PAGE_SIZE,
  type FreeSpinsGrant,
  type FreeSpinsView,
  type ActiveBonus,
  type BonusHistoryItem,
  type BonusList,
  type BonusListQuery,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { dayRange } from '../../platform/date-range';
import { memoRead } from '../../platform/read-memo';
import { badRequest, notFound } from '../../platform/errors';
import { formatDateTime } from '../player';
import type { WalletService } from '../wallet';
import { createBonusEngine, type BonusEngine } from './bonuses.engine';
import type { BonusesRepository, BonusCampaignRow, BonusTemplateRow, FreeSpinsRow, PlayerBonusRow } from './bonuses.repository';
import type { NoFreeSpinsMemory } from './bonuses.no-free-spins';

export interface BonusesDeps {
  repository: BonusesRepository;
  wallet: WalletService;
  clock: Clock;
  /** the sum of the player's successful deposits in a currency since a date (first-deposit rule) */
  depositedSince?: (playerId: string, currency: string, since: Date) => Promise<number>;
  /** free spins were granted: the free-spins channel tells the player (after the grant committed) */
  freeSpinsAwarded?: (fs: FreeSpinsRow) => Promise<void>;
  /** a game's url and name (the RGS catalogue), for the free spins' link */
  gameOf?: (gameId: string) => Promise<{ url: string; name: string } | null>;
  /** players seen without free spins, for what the game shows (dropped by every grant: the module) */
  noFreeSpins?: NoFreeSpinsMemory;
}

/** A free-spins grant as the slot's counter shows it. */
export function presentFreeSpins(fs: FreeSpinsRow): FreeSpinsView {
  return { id: fs.id, left: fs.spinsLeft, total: fs.total, bet: fs.bet, winning: fs.winning, currency: fs.currency };
}

/** A bonus as its history row: wagerLeft never below zero, dates DD/MM/YYYY HH:mm:ss UTC. */
export function presentBonus(b: PlayerBonusRow): BonusHistoryItem {
  return {
    id: b.id,
    date: formatDateTime(b.createdAt),
    cancelAfter: b.cancelAfter ? formatDateTime(b.cancelAfter) : null,
    initialAmount: b.initialAmount,
    amount: b.amount,
    winning: b.winning,
    fullWager: b.fullWager,
    wagerLeft: Math.max(0, b.fullWager - b.wageredAmount),
    status: b.status as BonusHistoryItem['status'],
    currency: b.currency,
  };
}

export function presentActive(b: PlayerBonusRow): ActiveBonus {
  return {
    id: b.id,
    currency: b.currency,
    amount: b.amount,
    fullWager: b.fullWager,
    initialAmount: b.initialAmount,
    wageredAmount: b.wageredAmount,
    wagerLeft: Math.max(0, b.fullWager - b.wageredAmount),
    wagerRatio: b.wagerRatio,
    winning: b.winning,
    maxBet: b.maxBet,
  };
}

/** A campaign is open at `now` when enabled and inside its date window. */
export function campaignOpen(c: BonusCampaignRow, now: Date): boolean {
  return c.enabled && (!c.startsAt || c.startsAt <= now) && (!c.endsAt || c.endsAt > now);
}

/** Player bonuses: granting, the active one and its queue, cancel, expiry, on-deposit grants, history. */
export function createBonusesService(deps: BonusesDeps) {
  const { repository, wallet, clock } = deps;
  const engine: BonusEngine = createBonusEngine({ repository, clock });

  async function templateOf(id: string): Promise<BonusTemplateRow> {
    const t = await repository.template(id);
    if (!t) throw notFound('Unknown bonus template');
    return t;
  }

  async function ownLive(playerId: string, bonusId: string): Promise<PlayerBonusRow> {
    const b = await repository.byId(bonusId);
    if (!b || b.playerId !== playerId) throw notFound('Bonus not found');
    if (b.status !== 'active' && b.status !== 'queued') throw badRequest('This bonus is no longer active or queued', { id: [b.status] });
    return b;
  }

  return {
    engine,

    /** grants a template to a player (operator, campaign, code, deposit); idempotent on grantKey */
    async grant(input: {
      playerId: string;
      currency: string;
      templateId: string;
      grantKey: string;
      campaignId?: string | null;
      base?: number;
      /** a promise made with this template earlier (a tournament prize): these values win over the template's current ones */
      terms?: Partial<Pick<BonusTemplateRow, 'amount' | 'freeSpinsCount' | 'freeSpinsBet' | 'wagerRatio'>>;
    }): Promise<PlayerBonusRow | null> {
      const template = { ...(await templateOf(input.templateId)), ...input.terms };
      if (template.kind === 'free_spins') {
        await this.grantFreeSpins({ ...input, template });
        return null;
      }
      return wallet.runInTransaction((tx, ledger) => engine.grant(tx, ledger, { ...input, template }));
    },

    /** grants free spins (a free_spins template); idempotent on grantKey; the free-spins channel is told */
    async grantFreeSpins(input: {
      playerId: string;
      currency: string;
      template: BonusTemplateRow;
      grantKey: string;
      campaignId?: string | null;
    }): Promise<FreeSpinsRow | null> {
      const known = await repository.freeSpinsByGrantKey(input.grantKey);
      if (known) return known;
      const fs = await repository.transaction((tx) => engine.grantFreeSpins(tx, input));
      if (fs) await deps.freeSpinsAwarded?.(fs).catch(() => {});
      return fs;
    },

    /**
     * The player's free spins on a game: the oldest live grant for it (spins left, or a free round
     * still open); null when none.
     */
    async freeSpinsFor(input: { playerId: string; currency: string; gameId: string; shown?: boolean }): Promise<FreeSpinsView | null> {
      const memory = input.shown ? deps.noFreeSpins : undefined;
      if (memory?.known(input.playerId)) return null;
      const generation = memory?.generation() ?? 0;
      const all = await repository.liveFreeSpins(input.playerId);
      if (memory && all.length === 0) memory.remember(input.playerId, generation);
      const live = all.filter((f) => f.gameId === input.gameId && f.currency === input.currency);
      const fs = live.find((f) => f.spinsLeft > 0) ?? live[0];
      return fs ? presentFreeSpins(fs) : null;
    },

    /** live free-spins grants of the player (spins to play), oldest first */
    async liveFreeSpins(playerId: string): Promise<FreeSpinsRow[]> {
      return repository.liveFreeSpins(playerId);
    },

    /** a grant as the player sees it (GET /player/free-spins, a code's answer) */
    async presentGrant(fs: FreeSpinsRow): Promise<FreeSpinsGrant> {
      const game = (await deps.gameOf?.(fs.gameId).catch(() => null)) ?? null;
      return {
        id: fs.id,
        gameId: fs.gameId,
        gameUrl: game?.url ?? null,
        gameName: game?.name ?? null,
        left: fs.spinsLeft,
        total: fs.total,
        bet: fs.bet,
        winning: fs.winning,
        currency: fs.currency,
        cancelAfter: fs.cancelAfter ? formatDateTime(fs.cancelAfter) : null,
      };
    },

    /** unused free spins block a withdrawal (cashier error 150) */
    async hasUnusedFreeSpins(playerId: string): Promise<boolean> {
      return (await repository.liveFreeSpins(playerId)).some((f) => f.spinsLeft > 0);
    },

    /** the chosen queued bonus becomes active; the active one (if any) goes back to the queue */
    async activate(playerId: string, bonusId: string): Promise<PlayerBonusRow> {
      const b = await ownLive(playerId, bonusId);
      await wallet.runInTransaction(async (tx, ledger) => {
        const repo = repository.withTx(tx);
        await repo.lockPlayer(playerId);
        const live = await repo.liveForUpdate(playerId, b.currency);
        const chosen = live.find((x) => x.id === bonusId);
        if (!chosen) throw badRequest('This bonus is no longer active or queued', { id: ['ended'] });
        if (chosen.status === 'active') return;
        const current = live.find((x) => x.status === 'active');
        if (current) await engine.park(repo, ledger, current);
        await engine.activate(repo, ledger, chosen);
      });
      return (await repository.byId(bonusId))!;
    },

    /** forfeits the bonus and its winnings (only those); the next queued one becomes active */
    async cancel(playerId: string, bonusId: string, reason: 'cancelled' | 'withdrawal' = 'cancelled'): Promise<PlayerBonusRow> {
      const b = await ownLive(playerId, bonusId);
      await wallet.runInTransaction(async (tx, ledger) => {
        const repo = repository.withTx(tx);
        await repo.lockPlayer(playerId);
        const live = await repo.liveForUpdate(playerId, b.currency);
        const row = live.find((x) => x.id === bonusId);
        if (!row) throw badRequest('This bonus is no longer active or queued', { id: ['ended'] });
        await engine.end(repo, ledger, row, reason);
      });
      return (await repository.byId(bonusId))!;
    },

    /** live bonuses whose end date has passed are cancelled (the scheduler runs this on the injected clock) */
    async expireDue(limit = 200): Promise<number> {
      const due = await repository.due(clock.now(), limit);
      let n = 0;
      for (const d of due) {
        n += await wallet.runInTransaction(async (tx, ledger) => {
          const repo = repository.withTx(tx);
          await repo.lockPlayer(d.playerId);
          const row = (await repo.liveForUpdate(d.playerId, d.currency)).find((x) => x.id === d.id);
          if (!row || !row.cancelAfter || row.cancelAfter > clock.now()) return 0;
          await engine.end(repo, ledger, row, 'expired');
          return 1;
        });
      }
      // unused free spins lapse too; a grant with a free round still open waits for that round to end
      for (const d of await repository.dueFreeSpins(clock.now(), limit)) {
        n += await wallet.runInTransaction(async (tx, ledger) => {
          const repo = repository.withTx(tx);
          await repo.lockPlayer(d.playerId);
          const fs = await repo.freeSpinsForUpdate(d.id);
          if (!fs || fs.status !== 'active' || !fs.cancelAfter || fs.cancelAfter > clock.now()) return 0;
          if ((await repo.openFreeRounds(fs.id)) > 0) return 0;
          await engine.cancelFreeSpins(repo, ledger, fs);
          return 1;
        });
      }
      return n;
    },

    /**
     * A deposit landed: the player's activated on_deposit campaign (if open and the deposit qualifies)
     * grants its bonus, once per deposit; the campaign choice is then cleared.
     */
    async onDeposit(input: { playerId: string; paymentId: string; amount: number; currency: string }): Promise<PlayerBonusRow | null> {
      const chosen = await repository.activations(input.playerId);
      const now = clock.now();
      for (const [campaignId, status] of chosen) {
        if (status !== 'activated') continue;
        const campaign = await repository.campaign(campaignId);
        if (!campaign || campaign.type !== 'on_deposit' || !campaignOpen(campaign, now)) continue;
        if (campaign.firstDepositOnly && deps.depositedSince) {
          const total = await deps.depositedSince(input.playerId, input.currency, new Date(0));
          if (total > input.amount) continue;
        }
        const granted = await this.grant({
          playerId: input.playerId,
          currency: input.currency,
          templateId: campaign.templateId,
          campaignId,
          grantKey: campaign.firstDepositOnly ? `campaign:${campaignId}:${input.playerId}` : `deposit:${input.paymentId}`,
          base: input.amount,
        });
        await repository.setActivation(input.playerId, campaignId, 'not_activated', now);
        if (granted) return granted;
      }
      return null;
    },

    async hasActiveBonus(playerId: string, currency: string): Promise<boolean> {
      return !!(await memoRead(`bonus-active:${playerId}:${currency}`, () => repository.active(playerId, currency)));
    },

    async betAboveMax(input: { playerId: string; currency: string; amount: number }): Promise<boolean> {
      const b = await memoRead(`bonus-active:${input.playerId}:${input.currency}`, () => repository.active(input.playerId, input.currency));
      return !!b && b.maxBet != null && input.amount > b.maxBet;
    },

    async activeBonus(playerId: string, currency: string): Promise<ActiveBonus | null> {
      const b = await repository.active(playerId, currency);
      return b ? presentActive(b) : null;
    },

    /** active and queued bonuses (after-login load) */
    async live(playerId: string): Promise<PlayerBonusRow[]> {
      return repository.live(playerId);
    },

    /** the player's own bonuses, newest first by default, filtered by start date (UTC days) and status */
    async history(playerId: string, q: BonusListQuery): Promise<BonusList> {
      const { from, to } = dayRange(q);
      const statuses = [...new Set([...(q['statuses[]'] ?? []), ...(q.statuses ?? [])])];
      const { rows, total } = await repository.history(playerId, {
        from,
        to,
        statuses,
        direction: q['order[direction]'],
        limit: q['pagination[limit]'] ?? BONUS_PAGE_SIZE,
        offset: q['pagination[offset]'],
      });
      return { collection: rows.map(presentBonus), total };
    },

    // --- campaigns the player chooses (the on-deposit block) --------------------------------------
    async campaignsFor(playerId: string) {
      const now = clock.now();
      const [campaigns, chosen] = await Promise.all([repository.campaigns(), repository.activations(playerId)]);
      return campaigns
        .filter((c) => campaignOpen(c, now))
        .map((c) => ({ campaign: c, status: (chosen.get(c.id) ?? 'not_activated') as 'activated' | 'not_activated' }));
    },

    /** activating a campaign deactivates the others of its mutex group */
    async activateCampaign(playerId: string, campaignId: string) {
      const campaign = await repository.campaign(campaignId);
      if (!campaign || !campaignOpen(campaign, clock.now())) throw notFound('Unknown campaign');
      const now = clock.now();
      await repository.transaction(async (tx) => {
        const repo = repository.withTx(tx);
        await repo.lockPlayer(playerId);
        if (campaign.mutexTag) {
          const chosen = await repo.activations(playerId);
          for (const c of await repo.campaigns())
            if (c.id !== campaignId && c.mutexTag === campaign.mutexTag && chosen.get(c.id) === 'activated')
              await repo.setActivation(playerId, c.id, 'not_activated', now);
        }
        await repo.setActivation(playerId, campaignId, 'activated', now);
      });
    },

    async deactivateCampaign(playerId: string, campaignId: string) {
      if (!(await repository.campaign(campaignId))) throw notFound('Unknown campaign');
      await repository.setActivation(playerId, campaignId, 'not_activated', clock.now());
    },

    // --- operator data ------------------------------------------------------------------------------
    operator: {
      templates: () => repository.templates(),
      campaigns: () => repository.campaigns(),
      async putTemplate(t: Omit<BonusTemplateRow, 'createdAt'>) {
        await repository.upsertTemplate({ ...t, createdAt: clock.now() });
        return (await repository.template(t.id))!;
      },
      async putCampaign(c: Omit<BonusCampaignRow, 'createdAt'>) {
        await templateOf(c.templateId);
        await repository.upsertCampaign({ ...c, createdAt: clock.now() });
        return (await repository.campaign(c.id))!;
      },
    },
  };
}
export type BonusesService = ReturnType<typeof createBonusesService>;
