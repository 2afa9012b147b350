import { and, asc, count, desc, eq, gte, ilike, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { defineRepository } from '../../platform/db';
import {
  operatorApprovals,
  type OperatorApprovalRow,
  operatorApiKeys,
  operatorAuditLog,
  operators,
  operatorSessions,
  playerNotes,
  type PlayerNoteRow,
  type OperatorApiKeyRow,
  type OperatorAuditRow,
  type OperatorRow,
  type OperatorSessionRow,
} from './backoffice.tables';

export interface AuditInsert {
  at: Date;
  operatorId: string | null;
  actor: string;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  action: string;
  target: string | null;
  status: number;
  before: unknown;
  after: unknown;
  details: Record<string, unknown>;
}

export interface AuditFilter {
  operator?: string;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
  /** only entries up to this id: a download pages through a fixed set while new entries arrive */
  maxId?: number;
  page: number;
  pageSize: number;
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The only file of the back-office module that touches Drizzle. */
export const createBackofficeRepository = defineRepository((db) => ({
  // --- operators ------------------------------------------------------------------------
  async insertOperator(row: typeof operators.$inferInsert): Promise<OperatorRow | null> {
    const [created] = await db.insert(operators).values(row).onConflictDoNothing().returning();
    return created ?? null;
  },
  async operatorByEmail(email: string): Promise<OperatorRow | null> {
    const [row] = await db.select().from(operators).where(eq(operators.email, email));
    return row ?? null;
  },
  async operator(id: string): Promise<OperatorRow | null> {
    const [row] = await db.select().from(operators).where(eq(operators.id, id));
    return row ?? null;
  },
  async listOperators(): Promise<OperatorRow[]> {
    return db.select().from(operators).orderBy(asc(operators.createdAt), asc(operators.email));
  },
  async updateOperator(id: string, values: Partial<typeof operators.$inferInsert>): Promise<OperatorRow | null> {
    const [row] = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
    return row ?? null;
  },
  /** one more failure; at `max` the account locks until `lockUntil` and the count starts again */
  async recordFailure(id: string, max: number, lockUntil: Date): Promise<void> {
    await db
      .update(operators)
      .set({
        failedLogins: sql`case when ${operators.failedLogins} + 1 >= ${max} then 0 else ${operators.failedLogins} + 1 end`,
        lockedUntil: sql`case when ${operators.failedLogins} + 1 >= ${max} then ${lockUntil.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
      })
      .where(eq(operators.id, id));
  },
  /** a TOTP step is used once: only a later step moves it (race-safe) */
  async useTotpStep(id: string, step: number): Promise<boolean> {
    const rows = await db
      .update(operators)
      .set({ totpLastStep: step })
      .where(and(eq(operators.id, id), sql`${operators.totpLastStep} < ${step}`))
      .returning({ id: operators.id });
    return rows.length > 0;
  },

  // --- sessions -------------------------------------------------------------------------
  async insertSession(row: typeof operatorSessions.$inferInsert): Promise<OperatorSessionRow> {
    const [created] = await db.insert(operatorSessions).values(row).returning();
    return created;
  },
  async sessionByHash(tokenHash: string): Promise<OperatorSessionRow | null> {
    const [row] = await db
      .select()
      .from(operatorSessions)
      .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.endedAt)));
    return row ?? null;
  },
  async touchSession(id: string, at: Date): Promise<void> {
    await db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.id, id));
  },
  async promoteSession(id: string, at: Date): Promise<void> {
    await db.update(operatorSessions).set({ stage: 'full', lastSeenAt: at }).where(eq(operatorSessions.id, id));
  },
  async endSession(id: string, at: Date): Promise<void> {
    await db
      .update(operatorSessions)
      .set({ endedAt: at })
      .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.endedAt)));
  },
  async endOperatorSessions(operatorId: string, at: Date): Promise<void> {
    await db
      .update(operatorSessions)
      .set({ endedAt: at })
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.endedAt)));
  },

  // --- API keys -------------------------------------------------------------------------
  async insertApiKey(row: typeof operatorApiKeys.$inferInsert): Promise<OperatorApiKeyRow> {
    const [created] = await db.insert(operatorApiKeys).values(row).returning();
    return created;
  },
  async apiKeyByHash(keyHash: string): Promise<OperatorApiKeyRow | null> {
    const [row] = await db
      .select()
      .from(operatorApiKeys)
      .where(and(eq(operatorApiKeys.keyHash, keyHash), isNull(operatorApiKeys.revokedAt)));
    return row ?? null;
  },
  async listApiKeys(): Promise<OperatorApiKeyRow[]> {
    return db.select().from(operatorApiKeys).orderBy(desc(operatorApiKeys.createdAt));
  },
  async revokeApiKey(id: string, at: Date): Promise<OperatorApiKeyRow | null> {
    const [row] = await db
      .update(operatorApiKeys)
      .set({ revokedAt: at })
      .where(and(eq(operatorApiKeys.id, id), isNull(operatorApiKeys.revokedAt)))
      .returning();
    return row ?? null;
  },
  async apiKeyUsed(id: string, at: Date): Promise<void> {
    await db.update(operatorApiKeys).set({ lastUsedAt: at }).where(eq(operatorApiKeys.id, id));
  },

  // --- maker/checker -----------------------------------------------------------------------
  async insertApproval(row: typeof operatorApprovals.$inferInsert): Promise<OperatorApprovalRow> {
    const [created] = await db.insert(operatorApprovals).values(row).returning();
    return created;
  },
  async approval(id: string): Promise<OperatorApprovalRow | null> {
    const [row] = await db.select().from(operatorApprovals).where(eq(operatorApprovals.id, id));
    return row ?? null;
  },
  async approvals(status: string, playerId?: string): Promise<OperatorApprovalRow[]> {
    return db
      .select()
      .from(operatorApprovals)
      .where(and(eq(operatorApprovals.status, status), playerId ? eq(operatorApprovals.playerId, playerId) : undefined))
      .orderBy(desc(operatorApprovals.createdAt))
      .limit(200);
  },
  async insertNote(row: typeof playerNotes.$inferInsert): Promise<PlayerNoteRow> {
    const [created] = await db.insert(playerNotes).values(row).returning();
    return created;
  },
  /** the player's notes, newest first: the latest `limit` of them, or all (the data export) */
  async notesOfPlayer(playerId: string, limit: number | 'all' = 50): Promise<PlayerNoteRow[]> {
    const newestFirst = db.select().from(playerNotes).where(eq(playerNotes.playerId, playerId)).orderBy(desc(playerNotes.createdAt));
    return limit === 'all' ? newestFirst : newestFirst.limit(limit);
  },
  async approvalsOfPlayer(playerId: string): Promise<OperatorApprovalRow[]> {
    return db
      .select()
      .from(operatorApprovals)
      .where(eq(operatorApprovals.playerId, playerId))
      .orderBy(desc(operatorApprovals.createdAt))
      .limit(50);
  },
  /** pending → decided, by someone other than the maker; null when another decision came first */
  async decide(
    id: string,
    kind: string,
    to: 'approved' | 'rejected',
    by: { id: string; email: string },
    at: Date,
  ): Promise<OperatorApprovalRow | null> {
    const [row] = await db
      .update(operatorApprovals)
      .set({ status: to, decidedBy: by.id, decidedByEmail: by.email, decidedAt: at })
      .where(
        and(
          eq(operatorApprovals.id, id),
          eq(operatorApprovals.kind, kind),
          eq(operatorApprovals.status, 'pending'),
          sql`${operatorApprovals.requestedBy} <> ${by.id}`,
        ),
      )
      .returning();
    return row ?? null;
  },
  async setApprovalTransaction(id: string, transactionId: string): Promise<void> {
    await db.update(operatorApprovals).set({ transactionId }).where(eq(operatorApprovals.id, id));
  },
  async reopenApproval(id: string): Promise<void> {
    await db
      .update(operatorApprovals)
      .set({ status: 'pending', decidedBy: null, decidedByEmail: null, decidedAt: null })
      .where(eq(operatorApprovals.id, id));
  },

  // --- audit log (insert and read only) ---------------------------------------------------
  async appendAudit(entry: AuditInsert): Promise<void> {
    await db.insert(operatorAuditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
  },
  async searchAudit(f: AuditFilter): Promise<{ items: OperatorAuditRow[]; total: number }> {
    const where: SQL[] = [];
    if (f.operator) where.push(ilike(operatorAuditLog.actor, like(f.operator)));
    if (f.action) where.push(ilike(operatorAuditLog.action, like(f.action)));
    if (f.target) where.push(ilike(operatorAuditLog.target, like(f.target)));
    if (f.from) where.push(gte(operatorAuditLog.at, f.from));
    if (f.to) where.push(lte(operatorAuditLog.at, f.to));
    if (f.maxId) where.push(lte(operatorAuditLog.id, f.maxId));
    const cond = where.length ? and(...where) : undefined;
    const [items, [{ total }]] = await Promise.all([
      db
        .select()
        .from(operatorAuditLog)
        .where(cond)
        .orderBy(desc(operatorAuditLog.id))
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize),
      db.select({ total: count() }).from(operatorAuditLog).where(cond),
    ]);
    return { items, total: Number(total) };
  },
}));
export type BackofficeRepository = ReturnType<typeof createBackofficeRepository>;
