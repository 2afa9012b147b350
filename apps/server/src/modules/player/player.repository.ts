import { eq, sql } from 'drizzle-orm';
import { defineRepository } from '../../platform/db';
import { players, type NewPlayerRow, type PlayerRow } from './player.tables';

/** The only file of the player module that touches Drizzle. */
export const createPlayerRepository = defineRepository((db) => ({
  async insert(row: NewPlayerRow): Promise<PlayerRow> {
    const [created] = await db.insert(players).values(row).returning();
    return created;
  },
  async byId(id: string): Promise<PlayerRow | undefined> {
    const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
    return row;
  },
  async byEmail(email: string): Promise<PlayerRow | undefined> {
    const [row] = await db
      .select()
      .from(players)
      .where(sql`lower(${players.email}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    return row;
  },
  async byLogin(login: string): Promise<PlayerRow | undefined> {
    const [row] = await db
      .select()
      .from(players)
      .where(sql`lower(${players.login}) = ${login.trim().toLowerCase()}`)
      .limit(1);
    return row;
  },
  async update(id: string, patch: Partial<NewPlayerRow>): Promise<PlayerRow | undefined> {
    const [row] = await db.update(players).set(patch).where(eq(players.id, id)).returning();
    return row;
  },
  /** every player must accept the new version of the terms and/or the privacy policy */
  async resetTerms(flags: { terms: boolean; policy: boolean }, at: Date): Promise<void> {
    await db
      .update(players)
      .set({ ...(flags.terms ? { termsAccepted: false } : {}), ...(flags.policy ? { policyAccepted: false } : {}), updatedAt: at });
  },
}));
export type PlayerRepository = ReturnType<typeof createPlayerRepository>;
