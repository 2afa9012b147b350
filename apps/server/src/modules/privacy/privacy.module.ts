import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { every } from '../../platform/metrics';
import type { PlatformDeps } from '../../platform/context';
import type { ServerModule } from '../../platform/module';
import type { MailMessage } from '../../platform/mail';
import type { PersonalDataSource } from '../../platform/personal-data';
import type { FileStorage } from '../../platform/storage';
import { createPrivacyRepository } from './privacy.repository';
import { privacyOperatorRoutes, privacyRoutes } from './privacy.routes';
import { createPrivacyService, type PrivacyPlayers, type PrivacyService } from './privacy.service';

export interface PrivacyModuleDeps extends PlatformDeps {
  /** what each module holds about a player (read ports: this module imports none of their tables) */
  sources: PersonalDataSource[];
  players: PrivacyPlayers;
  storage: FileStorage;
  mailer: { send(message: MailMessage): Promise<void> };
  /** run the export job in this process (off under NODE_ENV=test, where tests call runJobs) */
  jobs?: boolean;
  jobIntervalMs?: number;
}

/** Privacy (GDPR) requests: export as a background job, erasure and rectification after an operator step. */
export type PrivacyModule = ServerModule<PrivacyService>;

export function createPrivacyModule(deps: PrivacyModuleDeps): PrivacyModule {
  const options = deps;
  const secret = createHmac('sha256', deps.env.SESSION_SECRET ?? 'unset')
    .update('privacy-export-links')
    .digest('hex');
  const service = createPrivacyService({
    repository: createPrivacyRepository(deps.database.db),
    sources: options.sources,
    storage: options.storage,
    players: options.players,
    mailer: options.mailer,
    clock: deps.clock,
    events: deps.events,
    realtime: deps.realtime,
    projectId: deps.env.PROJECT_ID,
    publicUrl: deps.env.PUBLIC_URL,
    secret,
  });

  const plugin: FastifyPluginAsync = async (api) => {
    await api.register(privacyRoutes, { service });
    await api.register(privacyOperatorRoutes, { service, operatorToken: deps.env.OPERATOR_TOKEN });
    if (options.jobs ?? deps.env.NODE_ENV !== 'test') {
      const job = every(
        'privacy_requests',
        options.jobIntervalMs ?? 5_000,
        async () => (await service.runJobs()).exports,
        (err) => api.log.error({ err }, 'privacy job failed'),
      );
      api.addHook('onClose', async () => job.stop());
    }
  };

  return { service, plugin, events: {} };
}
