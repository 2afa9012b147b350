import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { defineRepository } from '../../platform/db';
import { playerBonuses } from './bonuses.tables';

export type PlayerBonusRow = typeof playerBonuses.$inferSelect;

export interface BonusHistoryFilter {
  from?: Date;
  to?: Date;
  statuses?: string[];
  direction: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

/** The only file of the bonuses module that speaks SQL. */
export const createBonusesRepository = defineRepository((db) => ({
  async insert(row: typeof playerBonuses.$inferInsert) {
    await db.insert(playerBonuses).values(row);
  },

  /** one page of the player's own bonuses and how many match in total */
  async history(playerId: string, f: BonusHistoryFilter): Promise<{ rows: PlayerBonusRow[]; total: number }> {
    const where = and(
      eq(playerBonuses.playerId, playerId),
      f.from ? gte(playerBonuses.createdAt, f.from) : undefined,
      f.to ? lt(playerBonuses.createdAt, f.to) : undefined,
      f.statuses?.length ? inArray(playerBonuses.status, f.statuses) : undefined,
    );
    const order =
      f.direction === 'ASC'
        ? [asc(playerBonuses.createdAt), asc(playerBonuses.id)]
        : [desc(playerBonuses.createdAt), desc(playerBonuses.id)];
    const rows = await db
      .select()
      .from(playerBonuses)
      .where(where)
      .orderBy(...order)
      .limit(f.limit)
      .offset(f.offset);
    const [{ n }] = await db.select({ n: count() }).from(playerBonuses).where(where);
    return { rows, total: Number(n) };
  },
}));
export type BonusesRepository = ReturnType<typeof createBonusesRepository>;
