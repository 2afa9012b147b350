import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestDatabase, testEnv } from './helpers';
import { FakeClock } from '../src/platform/clock';
import type { Database } from '../src/platform/db';
import { createEventBus, listen } from '../src/platform/events';
import { nullPublisher } from '../src/platform/realtime';
import { createGamesModule, seedCatalogue } from '../src/modules/games';
import { catalogueGames } from '../src/modules/rgs';
import { createSeamlessModule, type SeamlessModule } from '../src/modules/seamless';
import { createWalletModule, type WalletService } from '../src/modules/wallet';
import { createBonusesModule, type BonusesModule } from '../src/modules/bonuses/bonuses.module';
import { createBonusesRepository } from '../src/modules/bonuses/bonuses.repository';
import { seedBonuses } from '../src/modules/bonuses/bonuses.seed';

export interface BonusHarness {
  database: Database;
  clock: FakeClock;
  wallet: WalletService;
  bonuses: BonusesModule;
  seamless: SeamlessModule;
  /** a catalogue slot counting 100% and a roulette counting 10% */
  slot: string;
  roulette: string;
  deposits: Map<string, number>;
  /** players whose phone is not confirmed */
  unconfirmed: Set<string>;
  close(): Promise<void>;
}

/**
 * The modules a bonus lives between, without HTTP: the ledger, the game catalogue (its contribution
 * table), the bonus engine and the casino side of the seamless wallet with the bonus port wired in.
 */
export async function bonusHarness(): Promise<BonusHarness> {
  const database = await createTestDatabase();
  const clock = new FakeClock(new Date('2026-03-02T10:00:00Z'));
  const events = createEventBus((err) => {
    throw err;
  });
  const deps = { env: testEnv(), database, clock, events, realtime: nullPublisher };
  const wallet = createWalletModule(deps);
  const games = createGamesModule(deps);
  await seedCatalogue(database.db, clock);
  const catalog = catalogueGames(games);
  const deposits = new Map<string, number>();
  const unconfirmed = new Set<string>();
  const bonuses = createBonusesModule({
    ...deps,
    wallet: wallet.service,
    // a catalogue game's RGS id is its url; the RGS's built-in titles are not in the table (0%)
    contributionOf: async (gameId, tx) => (await games.service.contributionOf(gameId, tx)) ?? 0,
    depositedSince: async (playerId) => deposits.get(playerId) ?? 0,
    currencyOf: async () => 'EUR',
    playerFacts: async (playerId) => ({ phoneConfirmed: !unconfirmed.has(playerId), emailConfirmed: true, locked: false }),
    jobs: false,
  });
  await seedBonuses(createBonusesRepository(database.db), clock);
  listen(events, bonuses.events);
  const seamless = createSeamlessModule({ ...deps, wallet: wallet.service, currencyOf: async () => 'EUR', catalog, bonuses: bonuses.port });
  const pick = async (category: string, percent: number) => {
    const res = (await database.db.execute(
      sql`select g.url from games g join game_contributions c on c.game_id = g.id where g.category = ${category} and c.percent = ${percent} and g.engine in ('line-slot', 'ways-slot', 'cluster-slot', 'roulette') order by g.id limit 1`,
    )) as unknown as { rows: { url: string }[] };
    return res.rows[0].url;
  };
  return {
    database,
    clock,
    wallet: wallet.service,
    bonuses,
    seamless,
    slot: await pick('slots', 100),
    roulette: await pick('tablegames', 10),
    deposits,
    unconfirmed,
    close: () => database.close(),
  };
}

type TemplateFields = Parameters<BonusesModule['service']['operator']['putTemplate']>[0];

/**
 * A fixed bonus template with the fields a test names; the rest as most tests want them: no max
 * bet, no conversion cap, no free spins, valid 7 days, no minimum deposit.
 */
export function makeFixedTemplate(
  h: BonusHarness,
  fields: Pick<TemplateFields, 'id' | 'name' | 'amount' | 'wagerRatio'> & Partial<TemplateFields>,
) {
  return h.bonuses.service.operator.putTemplate({
    kind: 'fixed',
    percent: 0,
    maxBet: null,
    conversionRatio: null,
    validityDays: 7,
    freeSpinsGame: null,
    freeSpinsCount: null,
    freeSpinsBet: null,
    minDeposit: 0,
    ...fields,
  });
}

/**
 * Real money on a player's wallet as the cashier books a deposit (provider clearing -> real), without
 * the cashier's event: a new player unless `playerId` is given. Returns the player's id.
 */
export async function makeFundedPlayer(
  h: Pick<BonusHarness, 'wallet'>,
  { amount, playerId = randomUUID(), paymentId = randomUUID() }: { amount: number; playerId?: string; paymentId?: string },
) {
  await h.wallet.credit({
    kind: 'deposit',
    idempotencyKey: `dep:${paymentId}`,
    playerId,
    currency: 'EUR',
    amount,
    from: 'provider_clearing',
    reference: paymentId,
  });
  return playerId;
}

/** a deposit as the cashier books it (provider clearing -> real), then the cashier's event */
export async function deposit(h: BonusHarness, playerId: string, amount: number) {
  const paymentId = randomUUID();
  await makeFundedPlayer(h, { amount, playerId, paymentId });
  h.deposits.set(playerId, (h.deposits.get(playerId) ?? 0) + amount);
  return h.bonuses.service.onDeposit({ playerId, paymentId, amount, currency: 'EUR' });
}

let seq = 0;
/** one round: a bet, then a win (0 = lost) */
export async function round(h: BonusHarness, playerId: string, gameId: string, bet: number, win = 0) {
  const roundId = `r-${++seq}-${randomUUID().slice(0, 8)}`;
  const betTx = `bet-${roundId}`;
  await h.seamless.service.bet({ transactionId: betTx, playerId, gameId, roundId, currency: 'EUR', amount: bet });
  await h.seamless.service.win({ transactionId: `win-${roundId}`, playerId, gameId, roundId, currency: 'EUR', amount: win });
  return { roundId, betTx };
}
