import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { defineRepository, prepared } from '../../platform/db';
import {
  bonusCampaignActivations,
  bonusCampaigns,
  bonusCashbackClaims,
  bonusCodeAttempts,
  bonusCodeLocks,
  bonusCodeRedemptions,
  bonusCodes,
  bonusFreeRounds,
  bonusFreeSpins,
  bonusTemplates,
  bonusWagers,
  playerBonuses,
} from './bonuses.tables';

export type PlayerBonusRow = typeof playerBonuses.$inferSelect;
export type BonusTemplateRow = typeof bonusTemplates.$inferSelect;
export type BonusCampaignRow = typeof bonusCampaigns.$inferSelect;
export type BonusWagerRow = typeof bonusWagers.$inferSelect;
export type BonusCodeRow = typeof bonusCodes.$inferSelect;
export type FreeSpinsRow = typeof bonusFreeSpins.$inferSelect;
export type FreeRoundRow = typeof bonusFreeRounds.$inferSelect;

export interface BonusHistoryFilter {
  from?: Date;
  to?: Date;
  statuses?: string[];
  direction: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

const LIVE = ['active', 'queued'];

/** The only file of the bonuses module that speaks SQL. */
export const createBonusesRepository = defineRepository((db) => {
  // read on every spin (the bet gate, the studio's free-spins offer): built once, named statements
  const activeBonus = prepared('bonus_active', () =>
    db
      .select()
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.playerId, sql.placeholder('playerId')),
          eq(playerBonuses.currency, sql.placeholder('currency')),
          eq(playerBonuses.status, 'active'),
        ),
      ),
  );
  const liveFreeSpinsOf = prepared('bonus_live_free_spins', () =>
    db
      .select()
      .from(bonusFreeSpins)
      .where(and(eq(bonusFreeSpins.playerId, sql.placeholder('playerId')), eq(bonusFreeSpins.status, 'active')))
      .orderBy(asc(bonusFreeSpins.createdAt), asc(bonusFreeSpins.id)),
  );
  return {
    async insert(row: typeof playerBonuses.$inferInsert) {
      await db.insert(playerBonuses).values(row);
    },

    /** the new bonus, or null when a bonus with this grant key exists already */
    async insertGranted(row: typeof playerBonuses.$inferInsert): Promise<PlayerBonusRow | null> {
      const [created] = await db.insert(playerBonuses).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async byGrantKey(grantKey: string): Promise<PlayerBonusRow | undefined> {
      const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.grantKey, grantKey));
      return row;
    },

    async byId(id: string): Promise<PlayerBonusRow | undefined> {
      const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
      return row;
    },

    /** serialises the bonus state changes of one player (grant, activate, cancel, commit, expiry) */
    async lockPlayer(playerId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bonus:${playerId}`}))`);
    },

    /** the player's active and queued bonuses in one currency, oldest first, locked for this transaction */
    async liveForUpdate(playerId: string, currency: string): Promise<PlayerBonusRow[]> {
      return db
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.currency, currency), inArray(playerBonuses.status, LIVE)))
        .orderBy(asc(playerBonuses.createdAt), asc(playerBonuses.id))
        .for('update');
    },

    /** active and queued bonuses of a player in every currency, newest first */
    async live(playerId: string): Promise<PlayerBonusRow[]> {
      return db
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.status, LIVE)))
        .orderBy(desc(playerBonuses.createdAt), desc(playerBonuses.id));
    },

    async active(playerId: string, currency: string): Promise<PlayerBonusRow | undefined> {
      const [row] = await activeBonus({ playerId, currency });
      return row;
    },

    /** the active bonus, locked until the end of the bet's transaction */
    async activeForUpdate(playerId: string, currency: string): Promise<PlayerBonusRow | undefined> {
      const [row] = await db
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.currency, currency), eq(playerBonuses.status, 'active')))
        .for('update');
      return row;
    },

    async update(id: string, patch: Partial<typeof playerBonuses.$inferInsert>) {
      await db.update(playerBonuses).set(patch).where(eq(playerBonuses.id, id));
    },

    /** live bonuses whose end date has passed */
    async due(now: Date, limit: number): Promise<{ id: string; playerId: string; currency: string }[]> {
      return db
        .select({ id: playerBonuses.id, playerId: playerBonuses.playerId, currency: playerBonuses.currency })
        .from(playerBonuses)
        .where(and(inArray(playerBonuses.status, LIVE), lte(playerBonuses.cancelAfter, now)))
        .orderBy(asc(playerBonuses.cancelAfter))
        .limit(limit);
    },

    /**
     * Live bonuses whose end date falls in (now, until] and that were not noticed yet: marked noticed
     * and returned, in one statement. Parallel scanners skip each other's rows (skip locked) and the
     * outer condition is checked again on the locked row, so each bonus is returned exactly once.
     */
    async claimExpiryNotices(now: Date, until: Date, limit: number): Promise<PlayerBonusRow[]> {
      const due = db
        .select({ id: playerBonuses.id })
        .from(playerBonuses)
        .where(
          and(
            inArray(playerBonuses.status, LIVE),
            gt(playerBonuses.cancelAfter, now),
            lte(playerBonuses.cancelAfter, until),
            isNull(playerBonuses.expiryNoticedAt),
          ),
        )
        .orderBy(asc(playerBonuses.cancelAfter))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(playerBonuses)
        .set({ expiryNoticedAt: now })
        .where(and(inArray(playerBonuses.id, due), isNull(playerBonuses.expiryNoticedAt), inArray(playerBonuses.status, LIVE)))
        .returning();
    },

    // --- free spins -------------------------------------------------------------------------------
    /** the new grant, or null when a grant with this key exists already */
    async insertFreeSpins(row: typeof bonusFreeSpins.$inferInsert): Promise<FreeSpinsRow | null> {
      const [created] = await db.insert(bonusFreeSpins).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async freeSpinsByGrantKey(grantKey: string): Promise<FreeSpinsRow | undefined> {
      const [row] = await db.select().from(bonusFreeSpins).where(eq(bonusFreeSpins.grantKey, grantKey));
      return row;
    },

    async freeSpinsById(id: string): Promise<FreeSpinsRow | undefined> {
      const [row] = await db.select().from(bonusFreeSpins).where(eq(bonusFreeSpins.id, id));
      return row;
    },

    /** the grant locked for this transaction: free rounds of one grant queue here */
    async freeSpinsForUpdate(id: string): Promise<FreeSpinsRow | undefined> {
      const [row] = await db.select().from(bonusFreeSpins).where(eq(bonusFreeSpins.id, id)).for('update');
      return row;
    },

    /** the player's live grants (oldest first) */
    async liveFreeSpins(playerId: string): Promise<FreeSpinsRow[]> {
      return liveFreeSpinsOf({ playerId });
    },

    async updateFreeSpins(id: string, patch: Partial<typeof bonusFreeSpins.$inferInsert>) {
      await db.update(bonusFreeSpins).set(patch).where(eq(bonusFreeSpins.id, id));
    },

    /** records a free round; false when this bet took its spin already (a replay) */
    async insertFreeRound(row: typeof bonusFreeRounds.$inferInsert): Promise<boolean> {
      const created = await db.insert(bonusFreeRounds).values(row).onConflictDoNothing().returning({ betKey: bonusFreeRounds.betKey });
      return created.length > 0;
    },

    async freeRound(betKey: string): Promise<FreeRoundRow | undefined> {
      const [row] = await db.select().from(bonusFreeRounds).where(eq(bonusFreeRounds.betKey, betKey));
      return row;
    },

    /** the free rounds (not rolled back) of one game round */
    async freeRoundsOfRound(playerId: string, roundId: string): Promise<FreeRoundRow[]> {
      return db
        .select()
        .from(bonusFreeRounds)
        .where(and(eq(bonusFreeRounds.playerId, playerId), eq(bonusFreeRounds.roundId, roundId), eq(bonusFreeRounds.rolledBack, false)));
    },

    async updateFreeRound(betKey: string, patch: Partial<typeof bonusFreeRounds.$inferInsert>) {
      await db.update(bonusFreeRounds).set(patch).where(eq(bonusFreeRounds.betKey, betKey));
    },

    /** free rounds of a grant still open (their round has not closed) */
    async openFreeRounds(freeSpinsId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(bonusFreeRounds)
        .where(and(eq(bonusFreeRounds.freeSpinsId, freeSpinsId), eq(bonusFreeRounds.closed, false), eq(bonusFreeRounds.rolledBack, false)));
      return Number(row?.n ?? 0);
    },

    /** live grants whose end date has passed */
    async dueFreeSpins(now: Date, limit: number): Promise<FreeSpinsRow[]> {
      return db
        .select()
        .from(bonusFreeSpins)
        .where(and(eq(bonusFreeSpins.status, 'active'), isNotNull(bonusFreeSpins.cancelAfter), lte(bonusFreeSpins.cancelAfter, now)))
        .limit(limit);
    },

    async insertWager(row: typeof bonusWagers.$inferInsert): Promise<boolean> {
      const done = await db.insert(bonusWagers).values(row).onConflictDoNothing().returning({ k: bonusWagers.betKey });
      return done.length > 0;
    },

    async wager(betKey: string): Promise<BonusWagerRow | undefined> {
      const [row] = await db.select().from(bonusWagers).where(eq(bonusWagers.betKey, betKey));
      return row;
    },

    async roundStakes(playerId: string, roundId: string): Promise<BonusWagerRow[]> {
      return db
        .select()
        .from(bonusWagers)
        .where(and(eq(bonusWagers.playerId, playerId), eq(bonusWagers.roundId, roundId), eq(bonusWagers.rolledBack, false)));
    },

    async markRolledBack(betKey: string) {
      await db.update(bonusWagers).set({ rolledBack: true }).where(eq(bonusWagers.betKey, betKey));
    },

    // --- templates and campaigns (data; operators create them) ----------------------------------
    async upsertTemplate(row: typeof bonusTemplates.$inferInsert) {
      const { id: _id, createdAt: _c, ...rest } = row;
      await db.insert(bonusTemplates).values(row).onConflictDoUpdate({ target: bonusTemplates.id, set: rest });
    },
    async seedTemplate(row: typeof bonusTemplates.$inferInsert) {
      await db.insert(bonusTemplates).values(row).onConflictDoNothing();
    },
    async template(id: string): Promise<BonusTemplateRow | undefined> {
      const [row] = await db.select().from(bonusTemplates).where(eq(bonusTemplates.id, id));
      return row;
    },
    async templates(): Promise<BonusTemplateRow[]> {
      return db.select().from(bonusTemplates).orderBy(asc(bonusTemplates.id));
    },
    async upsertCampaign(row: typeof bonusCampaigns.$inferInsert) {
      const { id: _id, createdAt: _c, ...rest } = row;
      await db.insert(bonusCampaigns).values(row).onConflictDoUpdate({ target: bonusCampaigns.id, set: rest });
    },
    async seedCampaign(row: typeof bonusCampaigns.$inferInsert) {
      await db.insert(bonusCampaigns).values(row).onConflictDoNothing();
    },
    async campaign(id: string): Promise<BonusCampaignRow | undefined> {
      const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
      return row;
    },
    async campaigns(): Promise<BonusCampaignRow[]> {
      return db.select().from(bonusCampaigns).orderBy(asc(bonusCampaigns.sort), asc(bonusCampaigns.id));
    },

    // --- a player's choice of campaigns ----------------------------------------------------------
    async activations(playerId: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ campaignId: bonusCampaignActivations.campaignId, status: bonusCampaignActivations.status })
        .from(bonusCampaignActivations)
        .where(eq(bonusCampaignActivations.playerId, playerId));
      return new Map(rows.map((r) => [r.campaignId, r.status]));
    },
    async setActivation(playerId: string, campaignId: string, status: 'activated' | 'not_activated', at: Date) {
      await db
        .insert(bonusCampaignActivations)
        .values({ playerId, campaignId, status, updatedAt: at })
        .onConflictDoUpdate({
          target: [bonusCampaignActivations.playerId, bonusCampaignActivations.campaignId],
          set: { status, updatedAt: at },
        });
    },

    // --- campaign rewards -----------------------------------------------------------------------
    /** bonuses granted by campaigns, newest first */
    async campaignRewards(playerId: string, offset: number, limit: number): Promise<PlayerBonusRow[]> {
      return db
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), isNotNull(playerBonuses.campaignId)))
        .orderBy(desc(playerBonuses.createdAt), desc(playerBonuses.id))
        .offset(offset)
        .limit(limit);
    },
    async rewardedCampaigns(playerId: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ id: playerBonuses.campaignId })
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), isNotNull(playerBonuses.campaignId)));
      return new Set(rows.map((r) => r.id!));
    },

    // --- codes -------------------------------------------------------------------------------------
    async upsertCode(row: typeof bonusCodes.$inferInsert) {
      const { code: _c, createdAt: _t, uses: _u, ...rest } = row;
      await db.insert(bonusCodes).values(row).onConflictDoUpdate({ target: bonusCodes.code, set: rest });
    },
    async seedCode(row: typeof bonusCodes.$inferInsert) {
      await db.insert(bonusCodes).values(row).onConflictDoNothing();
    },
    async codes(): Promise<BonusCodeRow[]> {
      return db.select().from(bonusCodes).orderBy(asc(bonusCodes.code));
    },
    /** the code, locked: concurrent claims of one code queue here, so its use count is exact */
    async codeForUpdate(code: string): Promise<BonusCodeRow | undefined> {
      const [row] = await db.select().from(bonusCodes).where(eq(bonusCodes.code, code)).for('update');
      return row;
    },
    async code(code: string): Promise<BonusCodeRow | undefined> {
      const [row] = await db.select().from(bonusCodes).where(eq(bonusCodes.code, code));
      return row;
    },
    async redeemed(code: string, playerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bonusCodeRedemptions.id })
        .from(bonusCodeRedemptions)
        .where(and(eq(bonusCodeRedemptions.code, code), eq(bonusCodeRedemptions.playerId, playerId)))
        .limit(1);
      return !!row;
    },
    async redeem(row: typeof bonusCodeRedemptions.$inferInsert) {
      await db.insert(bonusCodeRedemptions).values(row);
      await db
        .update(bonusCodes)
        .set({ uses: sql`${bonusCodes.uses} + 1` })
        .where(eq(bonusCodes.code, row.code));
    },
    async lockedUntil(playerId: string): Promise<Date | null> {
      const [row] = await db.select().from(bonusCodeLocks).where(eq(bonusCodeLocks.playerId, playerId));
      return row?.lockedUntil ?? null;
    },
    async lockCodes(playerId: string, until: Date) {
      await db
        .insert(bonusCodeLocks)
        .values({ playerId, lockedUntil: until })
        .onConflictDoUpdate({ target: bonusCodeLocks.playerId, set: { lockedUntil: until } });
    },
    async addFailedAttempt(id: string, playerId: string, at: Date) {
      await db.insert(bonusCodeAttempts).values({ id, playerId, at });
    },
    async failedAttemptsSince(playerId: string, since: Date): Promise<number> {
      const [{ n }] = await db
        .select({ n: count() })
        .from(bonusCodeAttempts)
        .where(and(eq(bonusCodeAttempts.playerId, playerId), gte(bonusCodeAttempts.at, since)));
      return Number(n);
    },

    // --- cashback ----------------------------------------------------------------------------------
    async cashbackClaim(playerId: string, weekStart: Date, currency: string) {
      const [row] = await db
        .select()
        .from(bonusCashbackClaims)
        .where(
          and(
            eq(bonusCashbackClaims.playerId, playerId),
            eq(bonusCashbackClaims.weekStart, weekStart),
            eq(bonusCashbackClaims.currency, currency),
          ),
        );
      return row;
    },
    /** false when this week's cashback was taken already */
    async insertCashbackClaim(row: typeof bonusCashbackClaims.$inferInsert): Promise<boolean> {
      const done = await db.insert(bonusCashbackClaims).values(row).onConflictDoNothing().returning({ p: bonusCashbackClaims.playerId });
      return done.length > 0;
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
  };
});
export type BonusesRepository = ReturnType<typeof createBonusesRepository>;
