import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { createBatchRunner, type BatchRunner } from '../../platform/batch-runner';
import type { PlatformDeps } from '../../platform/context';
import { loadSanitizer, sanitizeHtml } from '../../platform/html';
import type { ServerModule } from '../../platform/module';
import { createMessagesRepository } from './messages.repository';
import { messagesOperatorRoutes, messagesRoutes } from './messages.routes';
import { createMessagesService, type MessagesMail, type MessagesPlayers, type MessagesService } from './messages.service';

export interface MessagesModuleDeps extends PlatformDeps {
  players: MessagesPlayers;
  /** mailed templates (a tournament prize) also go out by mail */
  mail?: MessagesMail;
  log?: FastifyBaseLogger;
  /** run broadcasts in this process (off under NODE_ENV=test, where tests call `batches.drain()`) */
  jobs?: boolean;
  batchSize?: number;
}

export type MessagesModule = ServerModule<MessagesService> & {
  /** the broadcasts' batch runner (tests drain it; the bench times it) */
  batches: BatchRunner;
};

/**
 * The inbox: messages that the cashier's, verification's, privacy's, tournaments', bonuses' and
 * responsible gaming's events create, in the player's language when read, and operator broadcasts sent in batches.
 */
export function createMessagesModule(deps: MessagesModuleDeps): MessagesModule {
  const batches = createBatchRunner({ db: deps.database.db, clock: deps.clock, log: deps.log, batchSize: deps.batchSize });
  const runJobs = deps.jobs ?? deps.env.NODE_ENV !== 'test';
  const service = createMessagesService({
    repository: createMessagesRepository(deps.database.db),
    players: deps.players,
    clock: deps.clock,
    realtime: deps.realtime,
    projectId: deps.env.PROJECT_ID,
    batches,
    sanitize: sanitizeHtml,
    mail: deps.mail,
    onMailError: (err) => deps.log?.error({ err }, 'message mail failed'),
    // a new broadcast starts at once rather than at the runner's next look
    kick: runJobs ? () => void batches.drain().catch((err: unknown) => deps.log?.error({ err }, 'broadcast failed')) : undefined,
  });

  const plugin: FastifyPluginAsync = async (api) => {
    // jsdom takes a moment to load: warm it in the background so the first inbox read does not wait
    api.addHook('onReady', async () => void loadSanitizer().catch((err: unknown) => deps.log?.error({ err }, 'sanitizer failed to load')));
    await api.register(messagesRoutes, { service, publisher: deps.realtime, projectId: deps.env.PROJECT_ID });
    await api.register(messagesOperatorRoutes, { service, operatorToken: deps.env.OPERATOR_TOKEN, runJobs: () => batches.drain() });
    if (runJobs) {
      batches.start();
      api.addHook('onClose', () => batches.stop());
    }
  };

  const notifyFailure = (err: unknown) => deps.log?.error({ err }, 'inbox message failed');
  return {
    service,
    plugin,
    batches,
    events: {
      'cashier.depositSucceeded': async (d) => {
        await service.notify(
          d.playerId,
          'payment.depositApproved',
          { amount: d.amount, currency: d.currency },
          `payment:${d.paymentId}:ok`,
        );
      },
      'cashier.paymentRejected': async (p) => {
        const template = p.type === 'out' ? 'payment.withdrawalRejected' : 'payment.depositRejected';
        await service.notify(
          p.playerId,
          template,
          { amount: p.amount, currency: p.currency, reason: p.reason },
          `payment:${p.paymentId}:rejected`,
        );
      },
      'cashier.withdrawalPaid': async (p) => {
        await service.notify(p.playerId, 'payment.withdrawalPaid', { amount: p.amount, currency: p.currency }, `payment:${p.paymentId}:ok`);
      },
      'verification.reviewChanged': async (r) => {
        if (r.reviewStatus !== 'completed' || !r.reviewAnswer) return;
        const template =
          r.reviewAnswer === 'GREEN'
            ? 'verification.approved'
            : r.reviewRejectType === 'RETRY'
              ? 'verification.retry'
              : 'verification.rejected';
        // a review can come back the same way again after new documents: each result is its own message
        await service
          .notify(r.playerId, template, {}, `verification:${r.applicantId}:${template}:${deps.clock.now().getTime()}`)
          .catch(notifyFailure);
      },
      'privacy.requestChanged': async (r) => {
        const template =
          r.status === 'rejected'
            ? 'privacy.requestRejected'
            : r.status === 'completed' && r.type === 'export'
              ? 'privacy.exportReady'
              : r.status === 'completed' && r.type === 'rectification'
                ? 'privacy.requestCompleted'
                : null;
        if (template) await service.notify(r.playerId, template, { type: r.type }, `privacy:${r.requestId}:${r.status}`);
      },
      // a tournament prize was paid: once per place (the source key)
      'tournaments.prizeAwarded': async (p) => {
        const titles = Object.fromEntries(Object.entries(p.title).map(([locale, text]) => [`tournament_${locale}`, text]));
        await service.notify(
          p.playerId,
          p.kind === 'bonus' ? 'tournament.bonusPrizeWon' : p.kind === 'freeSpins' ? 'tournament.freeSpinsPrizeWon' : 'tournament.prizeWon',
          { amount: p.amount, currency: p.currency, place: p.place, ...titles },
          `tournament:${p.tournamentId}:place:${p.place}`,
        );
      },
      // a bonus or free spins granted: once per grant. A tournament's bonus prize has its own message
      // (tournament.*PrizeWon, with the place), so it is not told twice
      'bonuses.granted': async (g) => {
        if (g.origin === 'tournament') return;
        if (g.kind === 'freeSpins')
          await service.notify(g.playerId, 'bonus.freeSpinsGranted', { count: g.count }, `bonus:freeSpins:${g.grantId}:granted`);
        else await service.notify(g.playerId, 'bonus.granted', { amount: g.amount, currency: g.currency }, `bonus:${g.grantId}:granted`);
      },
      // a day before an unconverted bonus expires (the bonuses' scan claims each bonus once)
      'bonuses.expiring': async (b) => {
        await service.notify(b.playerId, 'bonus.expiring', { amount: b.amount, currency: b.currency }, `bonus:${b.bonusId}:expiring`);
      },
      // a raise or removal of a limit took effect (24 hours after the player asked)
      'responsibleGaming.limitApplied': async (l) => {
        const key = `limit:${l.kind}:${l.effectiveAt}`;
        if (l.value === null) await service.notify(l.playerId, 'limits.removed', { limit: l.kind }, key);
        else if (l.kind === 'session') await service.notify(l.playerId, 'limits.sessionRaised', { minutes: l.value }, key);
        else await service.notify(l.playerId, 'limits.raised', { limit: l.kind, amount: l.value, currency: l.currency }, key);
      },
      'privacy.playerErased': async ({ playerId }) => {
        await service.erase(playerId);
      },
    },
  };
}
