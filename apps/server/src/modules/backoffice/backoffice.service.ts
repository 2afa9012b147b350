import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';
import { ERROR_CODES, OPERATOR_PERMISSIONS, ROLE_PERMISSIONS, type OperatorPermission, type OperatorRole } from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../platform/errors';
import type { OperatorPrincipal } from '../../platform/http/operator-auth';
import { burnPasswordCheck, hashPassword, randomToken, sha256, verifyPassword, type Secrets } from '../auth';
import type { AuditFilter, AuditInsert, BackofficeRepository } from './backoffice.repository';
import type { OperatorApiKeyRow, OperatorAuditRow, OperatorRow } from './backoffice.tables';

/** an idle operator session ends after this long without a request */
export const IDLE_TIMEOUT_MS = 30 * 60_000;
/** and any session after this long */
export const MAX_SESSION_MS = 12 * 60 * 60_000;
/** consecutive failed password or code checks before the account locks */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
/** a session's last-seen time is written at most this often */
const TOUCH_EVERY_MS = 60_000;
const API_KEY_PREFIX = 'fbo_';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export interface BackofficeServiceDeps {
  repository: BackofficeRepository;
  clock: Clock;
  secrets: Secrets;
}

const totpFor = (secret: string, label: string) =>
  new TOTP({ issuer: 'Fortuna back office', label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

export const permissionsOf = (role: string): ReadonlySet<string> => new Set(ROLE_PERMISSIONS[role as OperatorRole] ?? []);

export const operatorView = (o: OperatorRow) => ({
  id: o.id,
  email: o.email,
  role: o.role as OperatorRole,
  status: o.status as 'active' | 'disabled',
  totpEnabled: o.totpEnabled,
  createdAt: o.createdAt.toISOString(),
  lastLoginAt: o.lastLoginAt?.toISOString() ?? null,
});
export const apiKeyView = (k: OperatorApiKeyRow) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  scopes: k.scopes as OperatorPermission[],
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});
export const auditView = (a: OperatorAuditRow) => ({
  id: a.id,
  at: a.at.toISOString(),
  operatorId: a.operatorId,
  actor: a.actor,
  ip: a.ip,
  action: a.action,
  target: a.target,
  status: a.status,
  before: a.before ?? null,
  after: a.after ?? null,
  details: a.details,
});

const locked = (until: Date, now: Date) =>
  new AppError(
    429,
    ERROR_CODES.tooManyRequests,
    `Too many failed attempts; try again in ${Math.ceil((until.getTime() - now.getTime()) / 60_000)} min`,
  );

/** Operator accounts, their login (password, then TOTP), sessions, API keys and the audit log. */
export function createBackofficeService({ repository, clock, secrets }: BackofficeServiceDeps) {
  const step = () => Math.floor(clock.now().getTime() / 30_000);

  const audit = async (entry: Omit<AuditInsert, 'at'>) => repository.appendAudit({ ...entry, at: clock.now() });

  const failure = async (operator: OperatorRow, meta: RequestMeta, what: string) => {
    await repository.recordFailure(operator.id, LOCK_AFTER_FAILURES, new Date(clock.now().getTime() + LOCK_MS));
    await audit({
      operatorId: operator.id,
      actor: operator.email,
      ...meta,
      action: what,
      target: `operator:${operator.id}`,
      status: 401,
      before: null,
      after: null,
      details: {},
    });
  };

  const assertNotLocked = (operator: OperatorRow) => {
    const now = clock.now();
    if (operator.lockedUntil && operator.lockedUntil > now) throw locked(operator.lockedUntil, now);
  };

  /** the matching TOTP step for the code, or null */
  const matchingStep = (operator: OperatorRow, code: string): number | null => {
    if (!operator.totpSecretEnc) return null;
    const delta = totpFor(secrets.decrypt(operator.totpSecretEnc), operator.email).validate({
      token: code,
      timestamp: clock.now().getTime(),
      window: 1,
    });
    return delta === null ? null : step() + delta;
  };

  const service = {
    async createOperator(input: { email: string; password: string; role: OperatorRole; createdBy: string | null }) {
      const email = input.email.trim().toLowerCase();
      if (input.password.length < 12)
        throw badRequest('The password needs at least 12 characters', { password: ['errors.passwordTooShort'] });
      const created = await repository.insertOperator({
        email,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        createdAt: clock.now(),
        createdBy: input.createdBy,
      });
      if (!created) throw conflict('An operator with this e-mail exists');
      return created;
    },

    /** step 1: the password. Opens a session that may only do step 2 (enrol or give the code). */
    async login(emailGiven: string, password: string, meta: RequestMeta) {
      const email = emailGiven.trim().toLowerCase();
      const operator = await repository.operatorByEmail(email);
      if (!operator) {
        await burnPasswordCheck(password);
        await audit({
          operatorId: null,
          actor: email.slice(0, 254),
          ...meta,
          action: 'login.failed',
          target: null,
          status: 401,
          before: null,
          after: null,
          details: { reason: 'unknown' },
        });
        throw unauthorized('Wrong e-mail or password');
      }
      assertNotLocked(operator);
      if (!(await verifyPassword(operator.passwordHash, password))) {
        await failure(operator, meta, 'login.failed');
        throw unauthorized('Wrong e-mail or password');
      }
      if (operator.status !== 'active') {
        await audit({
          operatorId: operator.id,
          actor: operator.email,
          ...meta,
          action: 'login.refused',
          target: `operator:${operator.id}`,
          status: 403,
          before: null,
          after: null,
          details: { reason: 'disabled' },
        });
        throw new AppError(403, ERROR_CODES.forbidden, 'This operator account is disabled');
      }
      const token = randomToken(32);
      const now = clock.now();
      await repository.insertSession({
        tokenHash: sha256(token),
        operatorId: operator.id,
        stage: 'password',
        createdAt: now,
        lastSeenAt: now,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      if (operator.totpEnabled) return { token, next: 'totp' as const };
      // first login (or after a 2FA reset): a fresh secret to scan, confirmed by the next step
      const secret = new Secret({ size: 20 }).base32;
      await repository.updateOperator(operator.id, { totpSecretEnc: secrets.encrypt(secret) });
      const otpauthUrl = totpFor(secret, operator.email).toString();
      const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
      return { token, next: 'enroll' as const, secret, otpauthUrl, qrCode };
    },

    /** step 2: the TOTP code; enrols on first login. The session becomes a full one. */
    async verifyTotp(principal: OperatorPrincipal | null, code: string, meta: RequestMeta) {
      if (!principal || principal.kind !== 'session' || !principal.sessionId || !principal.operatorId) throw unauthorized('Sign in first');
      if (principal.stage === 'full') throw conflict('Already signed in');
      const operator = await repository.operator(principal.operatorId);
      if (!operator) throw unauthorized('Sign in first');
      assertNotLocked(operator);
      const used = matchingStep(operator, code);
      if (used === null || !(await repository.useTotpStep(operator.id, used))) {
        await failure(operator, meta, 'login.totpFailed');
        throw badRequest('Wrong code', { code: ['errors.totpInvalid'] });
      }
      const now = clock.now();
      const enrolled = !operator.totpEnabled;
      await repository.updateOperator(operator.id, { totpEnabled: true, failedLogins: 0, lockedUntil: null, lastLoginAt: now });
      await repository.promoteSession(principal.sessionId, now);
      await audit({
        operatorId: operator.id,
        actor: operator.email,
        ...meta,
        action: enrolled ? 'login.totpEnrolled' : 'login.ok',
        target: `operator:${operator.id}`,
        status: 200,
        before: null,
        after: null,
        details: {},
      });
      return (await repository.operator(operator.id))!;
    },

    async logout(principal: OperatorPrincipal | null) {
      if (principal?.kind === 'session' && principal.sessionId) await repository.endSession(principal.sessionId, clock.now());
    },

    /** the cookie's session, or null when unknown, ended, idle too long or too old */
    async resolveSession(token: string | undefined): Promise<OperatorPrincipal | null> {
      if (!token || token.length > 100) return null;
      const session = await repository.sessionByHash(sha256(token));
      if (!session) return null;
      const now = clock.now();
      if (now.getTime() - session.lastSeenAt.getTime() > IDLE_TIMEOUT_MS || now.getTime() - session.createdAt.getTime() > MAX_SESSION_MS) {
        await repository.endSession(session.id, now);
        return null;
      }
      const operator = await repository.operator(session.operatorId);
      if (!operator || operator.status !== 'active') return null;
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repository.touchSession(session.id, now);
      return {
        kind: 'session',
        id: operator.id,
        operatorId: operator.id,
        actor: operator.email,
        permissions: permissionsOf(operator.role),
        stage: session.stage === 'full' ? 'full' : 'password',
        sessionId: session.id,
      };
    },

    async resolveApiKey(key: string): Promise<OperatorPrincipal | null> {
      if (!key.startsWith(API_KEY_PREFIX) || key.length > 100) return null;
      const row = await repository.apiKeyByHash(sha256(key));
      if (!row) return null;
      await repository.apiKeyUsed(row.id, clock.now());
      const known = new Set<string>(OPERATOR_PERMISSIONS);
      return {
        kind: 'apiKey',
        id: row.id,
        operatorId: null,
        actor: `api-key:${row.name}`,
        permissions: new Set(row.scopes.filter((s) => known.has(s))),
        stage: 'full',
      };
    },

    async operator(id: string) {
      const row = await repository.operator(id);
      if (!row) throw notFound('No such operator');
      return row;
    },
    listOperators: () => repository.listOperators(),

    async updateOperator(id: string, changes: { role?: OperatorRole; status?: 'active' | 'disabled' }) {
      const before = await service.operator(id);
      const after = await repository.updateOperator(id, changes);
      if (changes.status === 'disabled') await repository.endOperatorSessions(id, clock.now());
      return { before, after: after! };
    },

    /** the next login enrols a new authenticator; every session of the operator ends */
    async resetTotp(id: string) {
      const before = await service.operator(id);
      const after = await repository.updateOperator(id, { totpEnabled: false, totpSecretEnc: null, totpLastStep: 0 });
      await repository.endOperatorSessions(id, clock.now());
      return { before, after: after! };
    },

    async createApiKey(input: { name: string; scopes: string[]; createdBy: string | null }) {
      const key = `${API_KEY_PREFIX}${randomToken(30)}`;
      const row = await repository.insertApiKey({
        name: input.name,
        prefix: key.slice(0, 10),
        keyHash: sha256(key),
        scopes: [...new Set(input.scopes)],
        createdBy: input.createdBy,
        createdAt: clock.now(),
      });
      return { row, key };
    },
    listApiKeys: () => repository.listApiKeys(),
    async revokeApiKey(id: string) {
      const row = await repository.revokeApiKey(id, clock.now());
      if (!row) throw notFound('No such active API key');
      return row;
    },

    audit,
    searchAudit: (filter: AuditFilter) => repository.searchAudit(filter),
  };
  return service;
}
export type BackofficeService = ReturnType<typeof createBackofficeService>;
