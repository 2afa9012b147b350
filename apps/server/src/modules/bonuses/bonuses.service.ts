import { BONUS_PAGE_SIZE, type BonusHistoryItem, type BonusList, type BonusListQuery } from '@fortuna/contracts';
import { badRequest } from '../../platform/errors';
import { formatDateTime } from '../player';
import type { BonusesRepository, PlayerBonusRow } from './bonuses.repository';

export interface BonusesDeps {
  repository: BonusesRepository;
}

const DAY_MS = 86_400_000;

/** A bonus as its history row (spec §3): wagerLeft never below zero, dates DD/MM/YYYY HH:mm:ss UTC. */
export function presentBonus(b: PlayerBonusRow): BonusHistoryItem {
  return {
    id: b.id,
    date: formatDateTime(b.createdAt),
    cancelAfter: b.cancelAfter ? formatDateTime(b.cancelAfter) : null,
    initialAmount: b.initialAmount,
    amount: b.amount,
    winning: b.winning,
    fullWager: b.fullWager,
    wagerLeft: Math.max(0, b.fullWager - b.wageredAmount),
    status: b.status as BonusHistoryItem['status'],
    currency: b.currency,
  };
}

/** Player bonuses: the history list today; granting, activating and cancelling come with the bonus issue. */
export function createBonusesService({ repository }: BonusesDeps) {
  return {
    /** the player's own bonuses, newest first by default, filtered by start date (UTC days) and status */
    async history(playerId: string, q: BonusListQuery): Promise<BonusList> {
      const from = q.fromDate ? new Date(`${q.fromDate}T00:00:00Z`) : undefined;
      const to = q.toDate ? new Date(new Date(`${q.toDate}T00:00:00Z`).getTime() + DAY_MS) : undefined;
      if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime())))
        throw badRequest('Invalid date', { fromDate: ['YYYY-MM-DD'] });
      if (from && to && from >= to) throw badRequest('fromDate must not be after toDate', { fromDate: ['after toDate'] });
      const statuses = [...new Set([...(q['statuses[]'] ?? []), ...(q.statuses ?? [])])];
      const { rows, total } = await repository.history(playerId, {
        from,
        to,
        statuses,
        direction: q['order[direction]'],
        limit: q['pagination[limit]'] ?? BONUS_PAGE_SIZE,
        offset: q['pagination[offset]'],
      });
      return { collection: rows.map(presentBonus), total };
    },
  };
}
export type BonusesService = ReturnType<typeof createBonusesService>;
