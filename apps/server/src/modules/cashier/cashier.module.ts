import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import { selfUrl } from '../../platform/http/self-url';
import type { ServerModule } from '../../platform/module';
import type { WalletService } from '../wallet';
import { collectWithdrawalBacklog } from './cashier.metrics';
import { cashierOperatorRoutes } from './cashier.operator.routes';
import { cashierRoutes } from './cashier.routes';
import { defaultCashierSeams, type CashierSeams } from './cashier.seams';
import { createCashierRepository } from './cashier.repository';
import { createCashierService, type CashierService } from './cashier.service';
import { startSandboxDispatcher } from './providers/sandbox/sandbox.dispatcher';
import { createSandboxProvider } from './providers/sandbox/sandbox.provider';
import { createSandboxRepository } from './providers/sandbox/sandbox.repository';
import { sandboxRoutes } from './providers/sandbox/sandbox.routes';

/** The callback signing secret: derived from SESSION_SECRET so every instance (and the CLI) agrees. */
export function sandboxSecret(sessionSecret: string | undefined): string {
  return createHmac('sha256', sessionSecret ?? randomBytes(32).toString('hex'))
    .update('sandbox-payment-callbacks')
    .digest('hex');
}

export interface CashierModuleDeps extends PlatformDeps {
  wallet: WalletService;
  currencyOf: (playerId: string) => Promise<string>;
  seams?: Partial<CashierSeams>;
  /** deliver sandbox callbacks over HTTP (on by default outside tests) */
  dispatch?: boolean;
  /** tests only: deposits back to back (no 1102 pause) */
  nextChargeIntervalMs?: number;
}

export type CashierModule = ServerModule<CashierService>;

/** Deposits, withdrawals and their history over the payment-provider seam (the sandbox PSP by default). */
export function createCashierModule(deps: CashierModuleDeps): CashierModule {
  const secret = sandboxSecret(deps.env.SESSION_SECRET);
  const sandboxRepository = createSandboxRepository(deps.database.db);
  const sandbox = createSandboxProvider({ repository: sandboxRepository, clock: deps.clock, secret });
  // with the sandbox off, it offers no payment method (its callbacks are still verified, for payments in flight)
  const provider = deps.env.SANDBOX_PROVIDERS ? sandbox : { ...sandbox, systems: () => [] };
  const seams: CashierSeams = { ...defaultCashierSeams(deps.currencyOf), ...deps.seams };
  const repository = createCashierRepository(deps.database.db);
  const service = createCashierService({
    repository,
    wallet: deps.wallet,
    provider,
    seams,
    clock: deps.clock,
    events: deps.events,
    realtime: deps.realtime,
    projectId: deps.env.PROJECT_ID,
    suspendedHost: deps.env.SUSPENDED_HOST,
    depositThresholdEur: deps.env.KYC_DEPOSIT_THRESHOLD_EUR,
    nextChargeIntervalMs: deps.nextChargeIntervalMs,
  });

  const plugin: FastifyPluginAsync = async (api) => {
    await api.register(cashierRoutes, { service });
    await api.register(cashierOperatorRoutes, { service, operatorToken: deps.env.OPERATOR_TOKEN });
    if (deps.env.SANDBOX_PROVIDERS) await api.register(sandboxRoutes, { provider });
    const stopCollecting = collectWithdrawalBacklog(repository, deps.clock);
    api.addHook('onClose', async () => stopCollecting());
    const dispatch = deps.dispatch ?? (deps.env.SANDBOX_PROVIDERS && deps.env.SANDBOX_DISPATCH && deps.env.NODE_ENV !== 'test');
    if (dispatch) {
      // several instances: SANDBOX_CALLBACK_URL is the load balancer, so a callback lands on any of them
      const casinoUrl = () => deps.env.SANDBOX_CALLBACK_URL ?? selfUrl(api.server.address());
      const dispatcher = startSandboxDispatcher({ repository: sandboxRepository, clock: deps.clock, secret, casinoUrl, log: api.log });
      api.addHook('onClose', async () => dispatcher.stop());
    }
  };

  return { service, plugin, events: {} };
}
