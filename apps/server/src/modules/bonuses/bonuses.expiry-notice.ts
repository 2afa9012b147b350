import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../platform/events';
import { requireOperator } from '../../platform/http/operator-auth';
import { perIp } from '../../platform/http/rate-limit';
import { BONUS_EVENTS, BONUS_EXPIRY_NOTICE_MS, type BonusGranted } from './bonuses.events';
import type { BonusesRepository, FreeSpinsRow, PlayerBonusRow } from './bonuses.repository';

/**
 * The "expires soon" notice: a scan on the injected clock claims the live bonuses whose end date is
 * within BONUS_EXPIRY_NOTICE_MS (marked noticed in the same statement, so parallel scans on several
 * instances never tell a bonus twice) and emits `bonuses.expiring` for each after that commit.
 */
export function createExpiryNotices(deps: { repository: BonusesRepository; clock: Clock; events: EventBus }) {
  return {
    async scan(limit = 500): Promise<number> {
      const now = deps.clock.now();
      const until = new Date(now.getTime() + BONUS_EXPIRY_NOTICE_MS);
      let told = 0;
      for (;;) {
        const claimed = await deps.repository.claimExpiryNotices(now, until, limit);
        for (const b of claimed) {
          await deps.events.emit(BONUS_EVENTS.expiring, {
            bonusId: b.id,
            playerId: b.playerId,
            amount: b.amount,
            currency: b.currency,
            expiresAt: b.cancelAfter!.toISOString(),
          });
        }
        told += claimed.length;
        if (claimed.length < limit) return told;
      }
    },
  };
}
export type ExpiryNotices = ReturnType<typeof createExpiryNotices>;

/** `bonuses.granted` of a bonus (its grant posted on the ledger) or of a free-spins grant. */
export function bonusGranted(b: PlayerBonusRow): BonusGranted {
  return {
    grantId: b.id,
    playerId: b.playerId,
    kind: 'bonus',
    origin: (b.grantKey ?? '').split(':')[0] || 'operator',
    amount: b.initialAmount,
    currency: b.currency,
    count: null,
    expiresAt: b.cancelAfter?.toISOString() ?? null,
  };
}
export function freeSpinsGranted(fs: FreeSpinsRow): BonusGranted {
  return {
    grantId: fs.id,
    playerId: fs.playerId,
    kind: 'freeSpins',
    origin: fs.grantKey.split(':')[0] || 'operator',
    amount: fs.bet,
    currency: fs.currency,
    count: fs.total,
    expiresAt: fs.cancelAfter?.toISOString() ?? null,
  };
}

/** Runs the scan now (the scheduler runs it with the expiry job); `Authorization: Bearer $OPERATOR_TOKEN` or the `bonuses` permission. */
export const expiryNoticeRoutes: FastifyPluginAsyncZod<{ notices: ExpiryNotices; operatorToken?: string }> = async (
  app,
  { notices, operatorToken },
) => {
  app.post(
    '/operator/bonuses/expiry-notices',
    {
      onRequest: async (request) => requireOperator(request, operatorToken),
      config: perIp(120, 60_000),
      schema: { response: { 200: z.object({ noticed: z.number().int() }) } },
    },
    async () => ({ noticed: await notices.scan() }),
  );
};
