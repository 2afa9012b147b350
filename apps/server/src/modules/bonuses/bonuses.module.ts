import type { FastifyPluginAsync } from 'fastify';
import { realtimeChannel, realtimeEvent } from '@fortuna/contracts';
import type { PlatformDeps } from '../../platform/context';
import type { Db } from '../../platform/db';
import { createLease, instanceHolder, underLease } from '../../platform/lease';
import { every } from '../../platform/metrics';
import type { ServerModule } from '../../platform/module';
import type { BonusPort } from '../rgs';
import type { WalletService } from '../wallet';
import { BONUS_EVENTS } from './bonuses.events';
import { bonusGranted, createExpiryNotices, expiryNoticeRoutes, freeSpinsGranted } from './bonuses.expiry-notice';
import { createBonusMoney } from './bonuses.money';
import { createOffers, type Offers, type PlayerBonusFacts } from './bonuses.offers';
import { offersRoutes } from './bonuses.offers.routes';
import { bonusesOperatorRoutes } from './bonuses.operator.routes';
import { createBonusesRepository } from './bonuses.repository';
import type { FreeSpinsRow } from './bonuses.repository';
import { bonusesRoutes } from './bonuses.routes';
import { seedBonuses } from './bonuses.seed';
import { createBonusesService, presentFreeSpins, type BonusesService } from './bonuses.service';
import { createPromotionDays, createPromotionDaysRepository, type PromotionDaysService } from './promotion-days';
import { promotionDaysRoutes } from './promotion-days.routes';
import { seedPromotionDays } from './promotion-days.seed';
import type { InvalidationBus } from '../../platform/invalidation';
import { createNoFreeSpinsMemory } from './bonuses.no-free-spins';

/** the bus topic of a free-spins grant */
const FREE_SPINS_GRANTED = 'bonuses:free-spins-granted';

export interface BonusesModuleDeps extends PlatformDeps {
  wallet: WalletService;
  /**
   * percent of a bet on the game (RGS id) that counts towards wagering: the /contribution table, read
   * on the bet's own transaction `tx`
   */
  contributionOf: (gameId: string, tx: Db) => Promise<number>;
  /** the sum of successful deposits since a date (the first-deposit rule of the welcome bonus) */
  depositedSince?: (playerId: string, currency: string, since: Date) => Promise<number>;
  /** the player's account currency */
  currencyOf: (playerId: string) => Promise<string>;
  /** phone / email confirmed, profile locked (cashback and code rules) */
  playerFacts: (playerId: string) => Promise<PlayerBonusFacts>;
  /** a game's url and name (the RGS catalogue), for the free spins' link */
  gameOf?: (gameId: string) => Promise<{ url: string; name: string } | null>;
  /** drops in-process memories on every instance (a free-spins grant) */
  invalidation?: InvalidationBus;
  /** a self-excluded player gets no promotion-day reward (the day fails, `self_excluded`) */
  isSelfExcluded?: (playerId: string) => Promise<boolean>;
  /** run the expiry scheduler (default: outside tests) */
  jobs?: boolean;
  jobIntervalMs?: number;
}

export type BonusesModule = ServerModule<BonusesService> & {
  /** what the bet gate and the seamless wallet ask the bonus engine */
  port: BonusPort;
  /** campaigns, promotions, codes, cashback */
  offers: Offers;
  /** promotion days of daily campaigns */
  promotionDays: PromotionDaysService;
};

/** Player bonuses on the ledger: grants, wagering, conversion, cancel, expiry, campaigns, history. */
export function createBonusesModule(deps: BonusesModuleDeps): BonusesModule {
  const repository = createBonusesRepository(deps.database.db);
  const projectId = deps.env.PROJECT_ID;
  /** a push never fails the money movement it reports */
  const push = async (channel: string, event: Parameters<typeof deps.realtime.publish>[1]) => {
    try {
      await deps.realtime.publish(channel, event);
    } catch {
      // the page reads the state again on its next load
    }
  };
  // players seen without free spins (what the game shows after a spin): every grant drops the memory,
  // here after its commit and on the other instances through the bus
  const noFreeSpins = createNoFreeSpinsMemory();
  deps.invalidation?.subscribe(FREE_SPINS_GRANTED, noFreeSpins.drop);
  // the free-spins channel: a grant (called after the grant committed), and the domain event
  const freeSpinsAwarded = async (fs: FreeSpinsRow) => {
    if (deps.invalidation) deps.invalidation.publish(FREE_SPINS_GRANTED);
    else noFreeSpins.drop();
    await deps.events.emit(BONUS_EVENTS.granted, freeSpinsGranted(fs));
    await push(
      realtimeChannel.freeSpins(projectId, fs.playerId),
      realtimeEvent('freeSpinsAwarded', {
        gameId: fs.gameId,
        count: fs.total,
        ...(fs.cancelAfter ? { expiresAt: fs.cancelAfter.toISOString() } : {}),
      }),
    );
  };
  const expiryNotices = createExpiryNotices({ repository, clock: deps.clock, events: deps.events });
  const service = createBonusesService({
    repository,
    wallet: deps.wallet,
    clock: deps.clock,
    depositedSince: deps.depositedSince,
    freeSpinsAwarded,
    gameOf: deps.gameOf,
    noFreeSpins,
  });
  const offers = createOffers({
    repository,
    wallet: deps.wallet,
    clock: deps.clock,
    engine: service.engine,
    currencyOf: deps.currencyOf,
    playerFacts: deps.playerFacts,
    depositedSince: deps.depositedSince,
    freeSpinsAwarded,
  });
  const promotionDays = createPromotionDays({
    days: createPromotionDaysRepository(deps.database.db),
    bonuses: repository,
    wallet: deps.wallet,
    engine: service.engine,
    clock: deps.clock,
    currencyOf: deps.currencyOf,
    playerFacts: deps.playerFacts,
    isSelfExcluded: deps.isSelfExcluded,
    freeSpinsAwarded,
  });
  // after a committed round: the progressbar channel (wagering) and the free-spins channel (spins left)
  const publish = async (input: { playerId: string; currency: string; bonusIds: string[]; freeSpinsIds: string[] }) => {
    for (const id of input.bonusIds) {
      const b = await repository.byId(id);
      if (!b) continue;
      await push(
        realtimeChannel.progressbar(projectId, b.playerId),
        realtimeEvent('bonusProgress', {
          bonusId: b.id,
          wagered: Math.min(b.wageredAmount, b.fullWager),
          fullWager: b.fullWager,
          currency: b.currency,
        }),
      );
    }
    for (const id of input.freeSpinsIds) {
      const fs = await repository.freeSpinsById(id);
      if (!fs) continue;
      const view = presentFreeSpins(fs);
      await push(
        realtimeChannel.freeSpins(projectId, fs.playerId),
        realtimeEvent('freeSpinsProgress', { ...view, gameId: fs.gameId, bonusId: fs.bonusId }),
      );
    }
  };
  const port: BonusPort = {
    hasActiveBonus: service.hasActiveBonus,
    betAboveMax: service.betAboveMax,
    money: createBonusMoney({ repository, engine: service.engine, clock: deps.clock, contributionOf: deps.contributionOf, publish }),
    freeSpins: service.freeSpinsFor,
  };
  const plugin: FastifyPluginAsync = async (app) => {
    await seedBonuses(repository, deps.clock);
    await seedPromotionDays(repository, createPromotionDaysRepository(deps.database.db), deps.clock);
    await app.register(bonusesRoutes, { service });
    await app.register(offersRoutes, { service, offers });
    await app.register(bonusesOperatorRoutes, { service, offers, operatorToken: deps.env.OPERATOR_TOKEN });
    await app.register(expiryNoticeRoutes, { notices: expiryNotices, operatorToken: deps.env.OPERATOR_TOKEN });
    await app.register(promotionDaysRoutes, { promotionDays, operatorToken: deps.env.OPERATOR_TOKEN });
    if (deps.jobs ?? deps.env.NODE_ENV !== 'test') {
      // expiry on the injected clock: the job asks `clock.now()` which bonuses are due; one instance
      // at a time (a platform lease, taken over 3 intervals after its holder died)
      const interval = deps.jobIntervalMs ?? 60_000;
      const lease = createLease({
        db: deps.database.db,
        clock: deps.clock,
        name: 'bonus_expiry',
        ttlMs: 3 * interval,
        holder: instanceHolder(deps.env.INSTANCE_ID),
      });
      const job = every(
        'bonus_expiry',
        interval,
        underLease(lease, async () => {
          await service.expireDue();
          // the "expires soon" notices claim each bonus once, so they are safe on any instance
          await expiryNotices.scan();
        }),
        (err) => app.log.error({ err }, 'bonus expiry failed'),
      );
      // promotion days: decides the due days of every participant (once per day and player: the
      // day's row is its idempotency key), one instance at a time
      const daysLease = createLease({
        db: deps.database.db,
        clock: deps.clock,
        name: 'bonus_promotion_days',
        ttlMs: 3 * interval,
        holder: instanceHolder(deps.env.INSTANCE_ID),
      });
      const daysJob = every(
        'bonus_promotion_days',
        interval,
        underLease(daysLease, () => promotionDays.evaluateDue()),
        (err) => app.log.error({ err }, 'promotion days evaluation failed'),
      );
      app.addHook('onClose', async () => {
        job.stop();
        daysJob.stop();
        await lease.release().catch(() => {});
        await daysLease.release().catch(() => {});
      });
    }
  };
  return {
    service,
    plugin,
    port,
    offers,
    promotionDays,
    events: {
      // a bonus grant posted on the ledger has committed: tell who listens (the inbox)
      'wallet.transactionPosted': async (t) => {
        if (t.kind !== 'bonus_grant' || !t.reference) return;
        const b = await repository.byId(t.reference);
        if (b) await deps.events.emit(BONUS_EVENTS.granted, bonusGranted(b));
      },
      // the on-deposit bonus the player chose is granted when the deposit lands
      'cashier.depositSucceeded': async (d) => {
        const deposit = { playerId: d.playerId, paymentId: d.paymentId, amount: d.amount, currency: d.currency };
        try {
          await service.onDeposit(deposit);
        } finally {
          // a daily campaign's deposit condition counts it (and decides the day at once when met);
          // recorded even when the on-deposit grant failed, and the job decides what this missed
          await promotionDays.onDeposit(deposit);
        }
      },
      // withdrawing real money forfeits the active bonus (the site warns before the player confirms)
      'cashier.paymentChanged': async (p) => {
        if (p.type !== 'out' || p.from !== null) return;
        const active = await service.activeBonus(p.playerId, p.currency);
        if (active) await service.cancel(p.playerId, active.id, 'withdrawal');
      },
    },
  };
}
