import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { players, type NewPlayerRow, type PlayerRow } from './player.tables';

/** The only file of the player module that touches Drizzle. */
export function createPlayerRepository() {
  return {
    async insert(db: Db, row: NewPlayerRow): Promise<PlayerRow> {
      const [created] = await db.insert(players).values(row).returning();
      return created;
    },
    async byId(db: Db, id: string): Promise<PlayerRow | undefined> {
      const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
      return row;
    },
    async byEmail(db: Db, email: string): Promise<PlayerRow | undefined> {
      const [row] = await db
        .select()
        .from(players)
        .where(sql`lower(${players.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return row;
    },
    async byLogin(db: Db, login: string): Promise<PlayerRow | undefined> {
      const [row] = await db
        .select()
        .from(players)
        .where(sql`lower(${players.login}) = ${login.trim().toLowerCase()}`)
        .limit(1);
      return row;
    },
    async update(db: Db, id: string, patch: Partial<NewPlayerRow>): Promise<PlayerRow | undefined> {
      const [row] = await db.update(players).set(patch).where(eq(players.id, id)).returning();
      return row;
    },
  };
}
export type PlayerRepository = ReturnType<typeof createPlayerRepository>;
