import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { hashServerSeed, newServerSeed, ProvablyFairRng } from '@fortuna/game-math';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { statement, transaction } from '../../../platform/db';
import { AppError, badRequest } from '../../../platform/errors';
import { RGS_ERROR_CODES } from '@fortuna/contracts';
import { rgsFairRounds, rgsFairSeeds } from './fairness.tables';

export interface FairSeedView {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
export interface RoundFairness extends FairSeedView {
  /** revealed once the pair has been rotated */
  serverSeed: string | null;
}

/** Real money: one pair per player across games; demo: one per game session. */
/**
 * A round's nonce in one statement, built once (a named statement on the round's transaction): take
 * the active pair's next nonce (the update locks the pair until the transaction ends) and record it.
 */
const takeNonce = statement<{ serverSeed: string; clientSeed: string; nonce: number }>(
  'fair_take_nonce',
  () => sql`
    with pair as (
      update rgs_fair_seeds set next_nonce = next_nonce + 1
      where owner = ${sql.placeholder('owner')} and revealed_at is null
      returning id, server_seed, client_seed, next_nonce - 1 as nonce
    ), recorded as (
      insert into rgs_fair_rounds (round_id, seed_id, client_seed, nonce, consumed)
      select ${sql.placeholder('roundId')}, id, client_seed, nonce, 0 from pair
    )
    select server_seed as "serverSeed", client_seed as "clientSeed", nonce from pair`,
);

export const fairOwner = (session: { id: string; mode: string; playerId: string | null }) =>
  session.mode === 'real' && session.playerId ? `player:${session.playerId}` : `session:${session.id}`;

/** A rotation or new client seed while a round drawn from the active pair is still open. */
export const seedInUse = () =>
  new AppError(409, RGS_ERROR_CODES.seed_in_use, 'Finish the round in progress first: its seeds are revealed once it is over');

const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/**
 * Provably-fair seeds of the studio (docs/provably-fair.md): the active pair per owner, nonces per
 * round, rotation revealing the old server seed, and the seeds of each recorded round.
 */
export function createFairnessService(deps: { db: Db; clock: Clock; newSeed?: () => string }) {
  const { db, clock } = deps;
  const freshSeed = deps.newSeed ?? newServerSeed;
  const randomClientSeed = () => newServerSeed().slice(0, 16);

  /** The owner's active pair, created on first use (a concurrent creator wins quietly: no error inside a transaction). */
  async function active(owner: string, handle: Db = db) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const [row] = await handle
        .select()
        .from(rgsFairSeeds)
        .where(and(eq(rgsFairSeeds.owner, owner), isNull(rgsFairSeeds.revealedAt)));
      if (row) return row;
      const serverSeed = freshSeed();
      await handle
        .insert(rgsFairSeeds)
        .values({
          id: randomUUID(),
          owner,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          clientSeed: randomClientSeed(),
          createdAt: clock.now(),
        })
        .onConflictDoNothing();
    }
    throw new Error('could not create a seed pair');
  }

  const view = (row: typeof rgsFairSeeds.$inferSelect): FairSeedView => ({
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nextNonce,
  });

  /**
   * Reveals the active pair and commits a new server seed (with the given or the same client seed).
   * Refused while an open round was drawn from the pair: its outcome is fixed by the seed, so
   * revealing it would let the player see the rest of the round. The pair's row is locked first:
   * a round that takes a nonce holds the same lock until its round row is committed, so a rotation
   * either sees that round or happens before it (and the round then draws from the new pair).
   */
  async function rotate(owner: string, clientSeed?: string) {
    return transaction(db, async (tx) => {
      const old = await active(owner, tx);
      await tx.execute(sql`select id from rgs_fair_seeds where id = ${old.id} for update`);
      const open = (await tx.execute(
        sql`select 1 from rgs_fair_rounds f join rgs_rounds r on r.id = f.round_id where f.seed_id = ${old.id} and r.status = 'open' limit 1`,
      )) as unknown as { rows: unknown[] };
      if (open.rows.length > 0) throw seedInUse();
      const [revealed] = await tx
        .update(rgsFairSeeds)
        .set({ revealedAt: clock.now() })
        .where(and(eq(rgsFairSeeds.id, old.id), isNull(rgsFairSeeds.revealedAt)))
        .returning();
      const serverSeed = freshSeed();
      await tx
        .insert(rgsFairSeeds)
        .values({
          id: randomUUID(),
          owner,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          clientSeed: clientSeed ?? old.clientSeed,
          createdAt: clock.now(),
        })
        .onConflictDoNothing();
      const current = await active(owner, tx);
      return {
        revealed: revealed
          ? {
              serverSeed: revealed.serverSeed,
              serverSeedHash: revealed.serverSeedHash,
              clientSeed: revealed.clientSeed,
              nonces: revealed.nextNonce,
            }
          : null,
        current: view(current),
      };
    });
  }

  return {
    current: async (owner: string) => view(await active(owner)),

    /** A new client seed starts a new pair (the old server seed is revealed), nonce 0. */
    setClientSeed(owner: string, clientSeed: string) {
      if (!CLIENT_SEED.test(clientSeed)) throw badRequest('Invalid client seed', { clientSeed: ['1–64 printable characters, no spaces'] });
      return rotate(owner, clientSeed);
    },

    rotate: (owner: string) => rotate(owner),

    /**
     * Takes the next nonce of the owner's active pair for a round and records it; returns the round's
     * source. Call it inside the transaction that inserts the round row (`handle`): the nonce update
     * locks the pair until then, so a rotation cannot reveal it in between.
     */
    async rngForRound(owner: string, roundId: string, handle: Db = db): Promise<ProvablyFairRng> {
      for (let attempt = 0; attempt < 3; attempt++) {
        // one statement: take the active pair's next nonce (the update locks the pair) and record it for the round
        const [row] = await takeNonce(handle, { owner, roundId });
        if (row) return new ProvablyFairRng({ serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: Number(row.nonce) });
        await active(owner, handle); // the owner's first round: create the pair, then take its nonce
      }
      throw new Error('could not take a nonce');
    },

    /**
     * The source of a later step of a round (a slot free spin): the round's own stream, continued
     * where the previous call stopped. Null for a round without seeds (the caller uses the CSPRNG).
     */
    async rngForStep(roundId: string, handle: Db = db): Promise<ProvablyFairRng | null> {
      const [row] = await handle
        .select({
          serverSeed: rgsFairSeeds.serverSeed,
          clientSeed: rgsFairRounds.clientSeed,
          nonce: rgsFairRounds.nonce,
          consumed: rgsFairRounds.consumed,
        })
        .from(rgsFairRounds)
        .innerJoin(rgsFairSeeds, eq(rgsFairSeeds.id, rgsFairRounds.seedId))
        .where(eq(rgsFairRounds.roundId, roundId));
      if (!row || row.consumed === null) return null;
      return new ProvablyFairRng({ serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: row.nonce }, { skip: row.consumed });
    },

    /** Records how far a round's stream has been used once an engine call has been applied. */
    async recordConsumed(roundId: string, consumed: number, handle: Db = db) {
      await handle.update(rgsFairRounds).set({ consumed }).where(eq(rgsFairRounds.roundId, roundId));
    },

    /** The seeds of recorded rounds (the server seed only once revealed). */
    async ofRounds(roundIds: string[]): Promise<Map<string, RoundFairness>> {
      if (!roundIds.length) return new Map();
      const rows = await db
        .select({
          roundId: rgsFairRounds.roundId,
          nonce: rgsFairRounds.nonce,
          clientSeed: rgsFairRounds.clientSeed,
          hash: rgsFairSeeds.serverSeedHash,
          seed: rgsFairSeeds.serverSeed,
          revealedAt: rgsFairSeeds.revealedAt,
        })
        .from(rgsFairRounds)
        .innerJoin(rgsFairSeeds, eq(rgsFairSeeds.id, rgsFairRounds.seedId))
        .where(inArray(rgsFairRounds.roundId, roundIds));
      return new Map(
        rows.map((r) => [
          r.roundId,
          { serverSeedHash: r.hash, clientSeed: r.clientSeed, nonce: r.nonce, serverSeed: r.revealedAt ? r.seed : null },
        ]),
      );
    },
  };
}
export type FairnessService = ReturnType<typeof createFairnessService>;
