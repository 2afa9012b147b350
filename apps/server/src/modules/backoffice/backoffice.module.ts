import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ADMIN_SESSION_COOKIE, OPERATOR_PERMISSIONS } from '@fortuna/contracts';
import type { PlatformDeps } from '../../platform/context';
import type { ServerModule } from '../../platform/module';
import { hasOperatorToken, type OperatorPrincipal, type OperatorResolver } from '../../platform/http/operator-auth';
import { createSecrets } from '../auth';
import { registerAdminGuard, registerOperatorAudit } from './backoffice.guard';
import { createBackofficeRepository } from './backoffice.repository';
import { backofficeRoutes } from './backoffice.routes';
import { createBackofficePlayers, type BackofficePorts } from './backoffice.players';
import { backofficePlayersRoutes } from './backoffice.players.routes';
import { createBackofficeService, type BackofficeService } from './backoffice.service';
import { createBackofficeReports } from './backoffice.reports';
import { backofficeReportsRoutes } from './backoffice.reports.routes';
import { backofficeComplianceRoutes } from './backoffice.compliance.routes';
import { createCsvExports } from './csv';

export type BackofficeModuleDeps = Pick<PlatformDeps, 'env' | 'database' | 'clock'>;

/** other modules' admin routes, registered inside the back office's guarded scope */
export type AdminRoutes = FastifyPluginAsync;

export type BackofficeModule = ServerModule<BackofficeService, { extraRoutes?: AdminRoutes[] }> & {
  /** who is calling: the back-office session cookie, an API key, or the built-in OPERATOR_TOKEN */
  resolveOperator: OperatorResolver;
  /** the audit hook of the older /api/operator/* endpoints (registered on the whole app, before the routes) */
  registerOperatorAudit: (app: FastifyInstance) => void;
};

/** the secret the operators' TOTP secrets are sealed with (the CLI and every instance derive the same) */
const serverSecret = (env: PlatformDeps['env']) => env.SESSION_SECRET ?? `${env.PROJECT_ID}-dev-only-backoffice-secret`;

/**
 * The back office: operator accounts, roles and permissions, TOTP login, sessions, API keys and
 * the audit log. Its plugin is registered at /api/admin; every route in it (its own and the
 * `extraRoutes` other modules hand in) passes the permission guard and the audit hook.
 */
export function createBackofficeModule(deps: BackofficeModuleDeps, ports?: BackofficePorts): BackofficeModule {
  const { env, clock } = deps;
  const repository = createBackofficeRepository(deps.database.db);
  const service = createBackofficeService({ repository, clock, secrets: createSecrets(serverSecret(env)) });
  const host = new URL(env.PUBLIC_URL).hostname;
  const secureCookies = env.NODE_ENV !== 'test' && host !== 'localhost' && host !== '127.0.0.1';

  const everything: OperatorPrincipal = {
    kind: 'token',
    id: 'operator-token',
    actor: 'operator-token',
    operatorId: null,
    permissions: new Set(OPERATOR_PERMISSIONS),
    stage: 'full',
  };
  const resolveOperator = async (request: FastifyRequest): Promise<OperatorPrincipal | null> => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (bearer) {
      if (hasOperatorToken(request, env.OPERATOR_TOKEN)) return everything;
      return service.resolveApiKey(bearer);
    }
    return service.resolveSession(request.cookies?.[ADMIN_SESSION_COOKIE]);
  };

  const plugin: FastifyPluginAsync<{ extraRoutes?: AdminRoutes[] }> = async (admin, options) => {
    registerAdminGuard(admin, service.audit);
    const sendCsv = createCsvExports(service.audit);
    await admin.register(backofficeRoutes, { service, secureCookies, features: { kycReview: !!ports?.compliance?.kyc }, sendCsv });
    if (ports) await admin.register(backofficePlayersRoutes, { players: createBackofficePlayers({ repository, clock, ports }), sendCsv });
    if (ports?.analytics)
      await admin.register(backofficeReportsRoutes, { reports: createBackofficeReports({ clock, ports: ports.analytics }) });
    if (ports?.compliance) await admin.register(backofficeComplianceRoutes, { compliance: ports.compliance, sendCsv });
    for (const routes of options.extraRoutes ?? []) await admin.register(routes);
  };
  return { service, plugin, events: {}, resolveOperator, registerOperatorAudit: (app) => registerOperatorAudit(app, service.audit) };
}
