import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_TIMESTAMP_HEADER,
  type SeamlessAnswer,
  type SeamlessBalanceRequest,
  type SeamlessBetRequest,
  type SeamlessRollbackRequest,
  type SeamlessWinRequest,
} from '@fortuna/contracts';
import type { Clock } from '../../../platform/clock';
import { CasinoRefusal, CasinoUnavailable } from '../rgs.errors';
import type { CasinoPort } from '../rgs.ports';
import { signSeamless } from '../rgs.signing';

/** Sends one HTTP request to the casino and gives back status + parsed JSON body. */
export type SeamlessTransport = (path: string, body: string, headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;

/**
 * The signed HTTP transport of the casino port: signs every call exactly as an external studio
 * would (`x-fortuna-timestamp`, `x-fortuna-signature` = HMAC-SHA256 of `timestamp.body`). Rounds
 * over it are not atomic with their money: the studio logs each call and recovers (rollback of an
 * unknown bet, idempotent retry of a win, the reconciler for what a crash left).
 */
export function httpCasino(deps: {
  key: Buffer;
  clock: Clock;
  transport: SeamlessTransport;
  /** the jackpot meter (the protocol has no call for it) */
  jackpotPool?: CasinoPort['jackpotPool'];
}): CasinoPort {
  async function call(path: string, payload: unknown): Promise<SeamlessAnswer> {
    const body = JSON.stringify(payload);
    const timestamp = String(deps.clock.now().getTime());
    let res: { status: number; body: unknown };
    try {
      res = await deps.transport(path, body, {
        'content-type': 'application/json',
        accept: 'application/json',
        [SEAMLESS_TIMESTAMP_HEADER]: timestamp,
        [SEAMLESS_SIGNATURE_HEADER]: signSeamless(deps.key, timestamp, body),
      });
    } catch (err) {
      throw new CasinoUnavailable(`seamless ${path}: ${(err as Error).message}`);
    }
    if (res.status === 200) return res.body as SeamlessAnswer;
    const envelope = res.body as { code?: number; message?: string; errors?: Record<string, string[]> };
    if (res.status >= 500 || typeof envelope?.code !== 'number') throw new CasinoUnavailable(`seamless ${path}: HTTP ${res.status}`);
    throw new CasinoRefusal(res.status, envelope.code, envelope.message ?? 'Refused', envelope.errors);
  }
  return {
    transport: 'http',
    balance: (req: SeamlessBalanceRequest) => call('/balance', req),
    bet: (req: SeamlessBetRequest) => call('/bet', req),
    win: (req: SeamlessWinRequest) => call('/win', req),
    rollback: (req: SeamlessRollbackRequest) => call('/rollback', req),
    jackpotPool: deps.jackpotPool ?? (async () => null),
  };
}

/** In-process transport: a real HTTP request through Fastify's router (signature verified the same way). */
export function injectTransport(
  getApp: () => { inject: (opts: object) => Promise<{ statusCode: number; body: string }> },
  prefix = '/api/seamless',
): SeamlessTransport {
  return async (path, body, headers) => {
    const res = await getApp().inject({ method: 'POST', url: `${prefix}${path}`, payload: body, headers });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
  };
}

/** Network transport, for a studio deployed apart from the casino. */
export function fetchTransport(baseUrl: string): SeamlessTransport {
  return async (path, body, headers) => {
    const res = await fetch(`${baseUrl}${path}`, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}
