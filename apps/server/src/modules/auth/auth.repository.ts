import { and, count, desc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { defineRepository } from '../../platform/db';
import {
  actionTokens,
  captchaSolutions,
  loginFailures,
  loginHistory,
  passwordHistory,
  phoneConfirmations,
  recoveryCodes,
  sessions,
  twoFactor,
} from './auth.tables';

export type SessionRow = typeof sessions.$inferSelect;
export type ActionPurpose = 'confirm_email' | 'reset_password';
export type PhoneRow = typeof phoneConfirmations.$inferSelect;

/** The only file of the auth module that touches Drizzle. */
export const createAuthRepository = defineRepository((db) => ({
  // --- sessions
  async insertSession(row: typeof sessions.$inferInsert): Promise<SessionRow> {
    const [s] = await db.insert(sessions).values(row).returning();
    return s;
  },
  async activeSession(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
    const [s] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    return s;
  },
  async touchSession(id: string, lastSeenAt: Date, expiresAt: Date) {
    await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
  },
  async endSession(id: string, at: Date, reason: string) {
    await db
      .update(sessions)
      .set({ endedAt: at, endReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
  },
  async endPlayerSessions(playerId: string, at: Date, reason: string, exceptId?: string): Promise<number> {
    const rows = await db
      .update(sessions)
      .set({ endedAt: at, endReason: reason })
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.endedAt), ...(exceptId ? [ne(sessions.id, exceptId)] : [])))
      .returning({ id: sessions.id });
    return rows.length;
  },

  // --- brute-force limiter: one row per password check (account) and per attempt (address)
  /** serialises attempts on one key until the end of the transaction (a no-op on PGlite, which is serial) */
  async lockAttemptKey(key: string) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 727014))`);
  },
  async addAttempt(scope: 'account' | 'ip', key: string, at: Date): Promise<string> {
    const [row] = await db.insert(loginFailures).values({ scope, key, at }).returning({ id: loginFailures.id });
    return row.id;
  },
  /** the attempts on a key since `since`, newest first */
  async attemptsSince(scope: 'account' | 'ip', key: string, since: Date): Promise<Date[]> {
    const rows = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key), gte(loginFailures.at, since)))
      .orderBy(desc(loginFailures.at));
    return rows.map((r) => r.at);
  },
  async deleteAttempts(ids: string[]) {
    if (ids.length) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
  },
  async clearAttempts(scope: 'account' | 'ip', key: string) {
    await db.delete(loginFailures).where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key)));
  },

  // --- sign-in history
  async addHistory(row: typeof loginHistory.$inferInsert) {
    await db.insert(loginHistory).values(row);
  },
  async historyPage(playerId: string, page: number, size: number) {
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(loginHistory)
        .where(eq(loginHistory.playerId, playerId))
        .orderBy(desc(loginHistory.at), desc(loginHistory.id))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ total: count() }).from(loginHistory).where(eq(loginHistory.playerId, playerId)),
    ]);
    return { rows, total: Number(total) };
  },

  // --- who signed in from where (the back office's search and its shared-device risk flag)
  /** players who signed in from this address or hold a session from it, newest first */
  async playersByIp(ip: string, limit: number): Promise<string[]> {
    const rows = (await db.execute(sql`
      select player_id from (
        select player_id, max(at) as last from auth_login_history where ip = ${ip} group by player_id
        union all
        select player_id, max(last_seen_at) as last from auth_sessions where ip = ${ip} group by player_id
      ) seen group by player_id order by max(last) desc limit ${limit}`)) as unknown as { rows: { player_id: string }[] };
    return rows.rows.map((r) => r.player_id);
  },
  /** players who held a session on this device (the signed device cookie's id), newest first */
  async playersByDevice(deviceId: string, limit: number): Promise<string[]> {
    const rows = (await db.execute(sql`
      select player_id from auth_sessions where device_id = ${deviceId} and device_id <> ''
      group by player_id order by max(last_seen_at) desc limit ${limit}`)) as unknown as { rows: { player_id: string }[] };
    return rows.rows.map((r) => r.player_id);
  },
  /**
   * How many other players shared a device or a client address with this player. Loopback addresses
   * are not a client's (a local proxy or an internal call), so they link nobody.
   */
  async linkedPlayers(playerId: string): Promise<number> {
    const rows = (await db.execute(sql`
      with devices as (select distinct device_id from auth_sessions where player_id = ${playerId} and device_id <> ''),
           ips as (
             select ip from auth_login_history where player_id = ${playerId} and ip <> ''
             union select ip from auth_sessions where player_id = ${playerId} and ip is not null and ip <> ''
           ),
           client_ips as (select ip from ips where ip not like '127.%' and ip <> '::1' and ip <> '::ffff:127.0.0.1')
      select count(distinct player_id)::int as n from (
        select s.player_id from auth_sessions s join devices d on d.device_id = s.device_id
        union all select h.player_id from auth_login_history h join client_ips i on i.ip = h.ip
        union all select s.player_id from auth_sessions s join client_ips i on i.ip = s.ip
      ) linked where player_id <> ${playerId}`)) as unknown as { rows: { n: number }[] };
    return rows.rows[0]?.n ?? 0;
  },

  // --- two-factor
  async twoFactor(playerId: string) {
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.playerId, playerId)).limit(1);
    return row;
  },
  async saveTwoFactorSecret(playerId: string, secretEnc: string, at: Date) {
    await db
      .insert(twoFactor)
      .values({ playerId, secretEnc, createdAt: at })
      .onConflictDoUpdate({
        target: twoFactor.playerId,
        set: { secretEnc, createdAt: at, enabled: false, enabledAt: null, lastUsedStep: 0 },
      });
  },
  async enableTwoFactor(playerId: string, at: Date, step: number) {
    await db.update(twoFactor).set({ enabled: true, enabledAt: at, lastUsedStep: step }).where(eq(twoFactor.playerId, playerId));
  },
  async setLastStep(playerId: string, step: number) {
    await db.update(twoFactor).set({ lastUsedStep: step }).where(eq(twoFactor.playerId, playerId));
  },
  async deleteTwoFactor(playerId: string) {
    await db.delete(twoFactor).where(eq(twoFactor.playerId, playerId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.playerId, playerId));
  },
  async replaceRecoveryCodes(playerId: string, hashes: string[]) {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.playerId, playerId));
    if (hashes.length) await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ playerId, codeHash })));
  },
  async useRecoveryCode(playerId: string, codeHash: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: at })
      .where(and(eq(recoveryCodes.playerId, playerId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return rows.length > 0;
  },
  async unusedRecoveryCodes(playerId: string): Promise<number> {
    const [{ n }] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.playerId, playerId), isNull(recoveryCodes.usedAt)));
    return Number(n);
  },

  // --- link tokens
  async insertToken(row: typeof actionTokens.$inferInsert) {
    await db.insert(actionTokens).values(row);
  },
  async tokenByHash(tokenHash: string) {
    const [row] = await db.select().from(actionTokens).where(eq(actionTokens.tokenHash, tokenHash)).limit(1);
    return row;
  },
  /** marks a token used; false when it already was (single use, even under a race) */
  async consumeToken(id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(actionTokens)
      .set({ usedAt: at })
      .where(and(eq(actionTokens.id, id), isNull(actionTokens.usedAt)))
      .returning({ id: actionTokens.id });
    return rows.length > 0;
  },
  async revokeTokens(playerId: string, purpose: ActionPurpose, at: Date) {
    await db
      .update(actionTokens)
      .set({ usedAt: at })
      .where(and(eq(actionTokens.playerId, playerId), eq(actionTokens.purpose, purpose), isNull(actionTokens.usedAt)));
  },
  async lastTokenAt(playerId: string, purpose: ActionPurpose): Promise<Date | null> {
    const [row] = await db
      .select({ at: actionTokens.createdAt })
      .from(actionTokens)
      .where(and(eq(actionTokens.playerId, playerId), eq(actionTokens.purpose, purpose)))
      .orderBy(desc(actionTokens.createdAt))
      .limit(1);
    return row?.at ?? null;
  },

  // --- password history
  async addPasswordHistory(playerId: string, passwordHash: string, at: Date) {
    await db.insert(passwordHistory).values({ playerId, passwordHash, createdAt: at });
  },
  async recentPasswordHashes(playerId: string, n: number): Promise<string[]> {
    const rows = await db
      .select({ h: passwordHistory.passwordHash })
      .from(passwordHistory)
      .where(eq(passwordHistory.playerId, playerId))
      .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
      .limit(n);
    return rows.map((r) => r.h);
  },

  // --- phone confirmation
  async phone(playerId: string): Promise<PhoneRow | undefined> {
    const [row] = await db.select().from(phoneConfirmations).where(eq(phoneConfirmations.playerId, playerId)).limit(1);
    return row;
  },
  async savePhone(row: PhoneRow) {
    const { playerId: _key, ...rest } = row;
    await db.insert(phoneConfirmations).values(row).onConflictDoUpdate({ target: phoneConfirmations.playerId, set: rest });
  },

  // --- captcha solutions used once (the database one-time store)
  /** true when this call recorded the id (it was not used before) */
  async claimCaptchaSolution(signature: string, expiresAt: Date): Promise<boolean> {
    const inserted = await db
      .insert(captchaSolutions)
      .values({ signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: captchaSolutions.signature });
    return inserted.length > 0;
  },
  async sweepCaptchaSolutions(before: Date) {
    await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, before));
  },
}));
export type AuthRepository = ReturnType<typeof createAuthRepository>;
