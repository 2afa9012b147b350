import { asc, eq } from 'drizzle-orm';
import { defineRepository } from '../../platform/db';
import { ipBlocks, type IpBlockRow } from './access.tables';

/** The only file of the access module that touches Drizzle. */
export const createAccessRepository = defineRepository((db) => ({
  async list(): Promise<IpBlockRow[]> {
    return db.select().from(ipBlocks).orderBy(asc(ipBlocks.createdAt), asc(ipBlocks.range));
  },
  /** null when the range is already on the list */
  async add(row: { range: string; reason: string; createdAt: Date }): Promise<IpBlockRow | null> {
    const [created] = await db.insert(ipBlocks).values(row).onConflictDoNothing().returning();
    return created ?? null;
  },
  async findByRange(range: string): Promise<IpBlockRow | null> {
    const [row] = await db.select().from(ipBlocks).where(eq(ipBlocks.range, range));
    return row ?? null;
  },
  async remove(id: string): Promise<boolean> {
    const removed = await db.delete(ipBlocks).where(eq(ipBlocks.id, id)).returning({ id: ipBlocks.id });
    return removed.length > 0;
  },
}));
export type AccessRepository = ReturnType<typeof createAccessRepository>;
