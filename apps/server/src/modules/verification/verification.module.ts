import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import type { ServerModule } from '../../platform/module';
import type { PersonalDataSource } from '../../platform/personal-data';
import { selfUrl } from '../../platform/http/self-url';
import type { FileStorage } from '../../platform/storage';
import type { KycProvider } from './providers/provider';
import { createKycSandbox, kycSandboxSecret, type KycSandbox } from './providers/sandbox/kyc-sandbox';
import { startKycSandboxDispatcher } from './providers/sandbox/kyc-sandbox.dispatcher';
import { createKycSandboxRepository } from './providers/sandbox/kyc-sandbox.repository';
import { kycSandboxDesk, kycSandboxOperatorRoutes, kycSandboxRoutes, type KycDesk } from './providers/sandbox/kyc-sandbox.routes';
import { createSumsubProvider } from './providers/sumsub/sumsub.provider';
import { verificationPersonalData } from './verification.privacy';
import { createVerificationRepository } from './verification.repository';
import { verificationRoutes } from './verification.routes';
import { createVerificationService, type VerificationPlayers, type VerificationService } from './verification.service';

export interface VerificationModuleDeps extends PlatformDeps {
  players: VerificationPlayers;
  storage: FileStorage;
  /** deliver the sandbox's webhooks over HTTP (on by default outside tests) */
  dispatch?: boolean;
  /** a vendor stand-in for tests */
  provider?: KycProvider;
}

/**
 * Identity verification: the vendor seam (the embedded sandbox by default, Sumsub when SUMSUB_APP_TOKEN
 * is set), the casino's record of each player's review kept in step by signed webhooks, and the rule
 * the cashier reads.
 */
export function createVerificationModule(deps: VerificationModuleDeps): VerificationModule {
  const { env } = deps;
  const options = deps;
  const sandboxRepository = createKycSandboxRepository(deps.database.db);
  const secret = kycSandboxSecret(env.SESSION_SECRET);
  const sandbox = createKycSandbox({
    repository: sandboxRepository,
    storage: options.storage,
    clock: deps.clock,
    secret,
    maxUploadBytes: env.KYC_UPLOAD_MAX_BYTES,
  });
  const sumsub =
    env.SUMSUB_APP_TOKEN && env.SUMSUB_SECRET_KEY && env.SUMSUB_WEBHOOK_SECRET
      ? createSumsubProvider({
          appToken: env.SUMSUB_APP_TOKEN,
          secretKey: env.SUMSUB_SECRET_KEY,
          webhookSecret: env.SUMSUB_WEBHOOK_SECRET,
          baseUrl: env.SUMSUB_BASE_URL,
          clock: deps.clock,
        })
      : null;
  const provider = options.provider ?? sumsub ?? sandbox.provider;
  const repository = createVerificationRepository(deps.database.db);
  const service = createVerificationService({
    repository,
    provider,
    players: options.players,
    clock: deps.clock,
    events: deps.events,
    realtime: deps.realtime,
    projectId: env.PROJECT_ID,
    levelName: env.KYC_LEVEL_NAME,
  });
  const sandboxOn = provider.id === 'sandbox';

  const plugin: FastifyPluginAsync = async (api) => {
    await api.register(verificationRoutes, { service });
    if (!sandboxOn) return;
    await api.register(kycSandboxRoutes, { sandbox, maxUploadBytes: env.KYC_UPLOAD_MAX_BYTES });
    await api.register(kycSandboxOperatorRoutes, { sandbox, operatorToken: env.OPERATOR_TOKEN });
    const dispatch = options.dispatch ?? env.NODE_ENV !== 'test';
    if (dispatch) {
      const dispatcher = startKycSandboxDispatcher({
        repository: sandboxRepository,
        clock: deps.clock,
        secret,
        casinoUrl: () => selfUrl(api.server.address()),
        log: api.log,
      });
      api.addHook('onClose', async () => dispatcher.stop());
    }
  };

  return {
    service,
    plugin,
    events: {},
    /** what the identity check holds about a player, for privacy requests */
    personalData: verificationPersonalData(service, repository),
    sandbox,
    sandboxSecret: secret,
    provider,
    desk: sandboxOn ? kycSandboxDesk(sandbox) : null,
  };
}
export type VerificationModule = ServerModule<VerificationService> & {
  /** what the identity check holds about a player, for privacy requests */
  personalData: PersonalDataSource;
  sandbox: KycSandbox;
  /** the operators' review desk (the embedded sandbox's); null with a real vendor, whose own dashboard reviews */
  desk: KycDesk | null;
  sandboxSecret: string;
  provider: KycProvider;
};
