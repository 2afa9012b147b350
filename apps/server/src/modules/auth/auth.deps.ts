import type { Clock } from '../../platform/clock';
import type { AuditLog } from '../../platform/audit/audit';
import type { EventBus } from '../../platform/events';
import type { Mailer, SmsSender } from '../../platform/mail';
import type { RealtimePublisher } from '../../platform/realtime';
import type { PlayerService } from '../player';
import type { Secrets } from './auth.crypto';
import type { AuthRepository } from './auth.repository';
import type { CaptchaVerifier } from './captcha/captcha';

export interface AuthConfig {
  publicUrl: string;
  projectId: string;
  sessionTtlMs: number;
  age19Regions: string[];
  blockedEmailDomains: string[];
}

/** What every auth use case receives (plain factory arguments, no container). */
export interface AuthDeps {
  repository: AuthRepository;
  audit: AuditLog;
  clock: Clock;
  events: EventBus;
  realtime: RealtimePublisher;
  players: PlayerService;
  secrets: Secrets;
  mailer: Mailer;
  sms: SmsSender;
  captcha: CaptchaVerifier;
  config: AuthConfig;
}

/** Who is asking: taken from the request by the routes. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
  /** the browser's device id (signed cookie); a fresh one when the browser has none or a forged one */
  deviceId: string;
  /** deviceId came from a cookie with our signature (a browser we issued it to), not freshly made */
  deviceSigned: boolean;
  locale: string;
  requestId: string;
}
