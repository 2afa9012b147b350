import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { hashServerSeed, newServerSeed, ProvablyFairRng } from '@fortuna/game-math';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { isUniqueViolation } from '../../../platform/db';
import { badRequest } from '../../../platform/errors';
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
export const fairOwner = (session: { id: string; mode: string; playerId: string | null }) =>
  session.mode === 'real' && session.playerId ? `player:${session.playerId}` : `session:${session.id}`;

const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/**
 * Provably-fair seeds of the studio (docs/provably-fair.md): the active pair per owner, nonces per
 * round, rotation revealing the old server seed, and the seeds of each recorded round.
 */
export function createFairnessService(deps: { db: Db; clock: Clock; newSeed?: () => string }) {
  const { db, clock } = deps;
  const freshSeed = deps.newSeed ?? newServerSeed;
  const randomClientSeed = () => newServerSeed().slice(0, 16);

  async function active(owner: string) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const [row] = await db
        .select()
        .from(rgsFairSeeds)
        .where(and(eq(rgsFairSeeds.owner, owner), isNull(rgsFairSeeds.revealedAt)));
      if (row) return row;
      const serverSeed = freshSeed();
      try {
        await db.insert(rgsFairSeeds).values({
          id: randomUUID(),
          owner,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          clientSeed: randomClientSeed(),
          createdAt: clock.now(),
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err; // a concurrent request created it: read it
      }
    }
    throw new Error('could not create a seed pair');
  }

  const view = (row: typeof rgsFairSeeds.$inferSelect): FairSeedView => ({
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nextNonce,
  });

  /** Reveals the active pair and commits a new server seed (with the given or the same client seed). */
  async function rotate(owner: string, clientSeed?: string) {
    const old = await active(owner);
    const [revealed] = await db
      .update(rgsFairSeeds)
      .set({ revealedAt: clock.now() })
      .where(and(eq(rgsFairSeeds.id, old.id), isNull(rgsFairSeeds.revealedAt)))
      .returning();
    const serverSeed = freshSeed();
    await db
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
    const current = await active(owner);
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
  }

  return {
    current: async (owner: string) => view(await active(owner)),

    /** A new client seed starts a new pair (the old server seed is revealed), nonce 0. */
    setClientSeed(owner: string, clientSeed: string) {
      if (!CLIENT_SEED.test(clientSeed)) throw badRequest('Invalid client seed', { clientSeed: ['1–64 printable characters, no spaces'] });
      return rotate(owner, clientSeed);
    },

    rotate: (owner: string) => rotate(owner),

    /** Takes the next nonce of the owner's active pair for a round and records it; returns the round's source. */
    async rngForRound(owner: string, roundId: string): Promise<ProvablyFairRng> {
      const pair = await active(owner);
      const [row] = await db
        .update(rgsFairSeeds)
        .set({ nextNonce: sql`${rgsFairSeeds.nextNonce} + 1` })
        .where(and(eq(rgsFairSeeds.id, pair.id), isNull(rgsFairSeeds.revealedAt)))
        .returning();
      if (!row) return this.rngForRound(owner, roundId); // rotated meanwhile: use the new pair
      const nonce = row.nextNonce - 1;
      await db.insert(rgsFairRounds).values({ roundId, seedId: row.id, clientSeed: row.clientSeed, nonce, consumed: 0 });
      return new ProvablyFairRng({ serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce });
    },

    /**
     * The source of a later step of a round (a slot free spin): the round's own stream, continued
     * where the previous call stopped. Null for a round without seeds (the caller uses the CSPRNG).
     */
    async rngForStep(roundId: string): Promise<ProvablyFairRng | null> {
      const [row] = await db
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
    async recordConsumed(roundId: string, consumed: number) {
      await db.update(rgsFairRounds).set({ consumed }).where(eq(rgsFairRounds.roundId, roundId));
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
