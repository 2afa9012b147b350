import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import type { StudioRepository } from './studio.repository';
import type { StudioService } from './studio.service';

/** A round with no step for this long is the reconciler's (the player walked away, or a crash left it). */
export const ROUND_TIMEOUT_MS = 15 * 60_000;
/** How often the reconciler looks (and renews its lease). */
export const RECONCILE_EVERY_MS = 60_000;
/** The lease outlives a few runs, so a dead instance's lease passes to another within minutes. */
const LEASE_MS = 5 * 60_000;
const LEASE = 'rgs-round-reconciler';
const BATCH = 200;

export interface ReconcileReport {
  /** false when another instance holds the lease (this run did nothing) */
  leader: boolean;
  found: number;
  closed: number;
  cancelled: number;
  failed: number;
}

/**
 * The round reconciler: one driver across instances (a lease row in `rgs_leases`, taken with one
 * atomic upsert on the injected clock), which settles every round not closed ROUND_TIMEOUT_MS after
 * its last step (studio.settleAbandoned: calls in flight, then the game's rule). A round it cannot
 * settle now (the casino does not answer) is tried again on the next run.
 */
export function createRoundReconciler(deps: {
  repository: StudioRepository;
  studio: Pick<StudioService, 'settleAbandoned'>;
  clock: Clock;
  holder?: string;
  onError?: (err: unknown, roundId: string) => void;
}) {
  const holder = deps.holder ?? `${process.pid}-${randomUUID()}`;
  return {
    holder,
    async run(): Promise<ReconcileReport> {
      const report: ReconcileReport = { leader: false, found: 0, closed: 0, cancelled: 0, failed: 0 };
      const now = deps.clock.now();
      if (!(await deps.repository.takeLease(LEASE, holder, now, new Date(now.getTime() + LEASE_MS)))) return report;
      report.leader = true;
      const failed = new Set<string>();
      for (;;) {
        const before = new Date(deps.clock.now().getTime() - ROUND_TIMEOUT_MS);
        const stale = (await deps.repository.staleRounds(before, BATCH + failed.size)).filter((r) => !failed.has(r.id));
        if (stale.length === 0) break;
        for (const round of stale) {
          report.found++;
          try {
            const result = await deps.studio.settleAbandoned(round.id);
            if (result === 'closed') report.closed++;
            else if (result === 'cancelled') report.cancelled++;
          } catch (err) {
            failed.add(round.id);
            report.failed++;
            deps.onError?.(err, round.id);
          }
        }
      }
      return report;
    },
    /** gives the lease up (shutdown), so another instance takes over at once */
    release: () => deps.repository.releaseLease(LEASE, holder),
  };
}
export type RoundReconciler = ReturnType<typeof createRoundReconciler>;
