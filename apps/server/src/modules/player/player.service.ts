import {
  ageOn,
  COUNTRIES_REQUIRING_19,
  currencyOrDefault,
  ERROR_CODES,
  formatUtcDateTime,
  type BroadcastSegment,
  LOCKED_PROFILE_FIELDS,
  makeProfileUpdateSchema,
  minimumAge,
  parseCnp,
  type ProfileCorrection,
  type PlayerInfoDto,
  type ProfileInfo,
  type ProfileUpdateRequest,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import type { AuditLog } from '../../platform/audit/audit';
import type { Db } from '../../platform/db';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { memoRead } from '../../platform/read-memo';
import type { PlayerRepository } from './player.repository';
import type { NewPlayerRow, PlayerRow } from './player.tables';

export interface PlayerServiceDeps {
  repository: PlayerRepository;
  audit: AuditLog;
  clock: Clock;
}

/** Who asked for a change, for the audit log. */
export interface Requester {
  ip: string;
  requestId: string;
}

/** Identity fields already set: KYC identity a licensed operator does not let the player rewrite. */
export function lockedFields(p: PlayerRow): (typeof LOCKED_PROFILE_FIELDS)[number][] {
  return LOCKED_PROFILE_FIELDS.filter((f) => !!p[f]);
}

export type NewPlayer = Omit<NewPlayerRow, 'id' | 'registeredAt' | 'updatedAt'>;

/** The fields a cashier needs before a first payment (incomplete profiles go to /player/profile). */
export function isProfileComplete(p: PlayerRow): boolean {
  return !!(p.name && p.surname && p.birthDate && p.country && p.phone);
}

/**
 * Player accounts: the one owner of the players table. Other modules (auth, the cashier through
 * events) change a player only through these use cases. Methods take an optional `tx` so callers
 * can include them in their own transaction.
 */
/** a rectification's changed fields, and their values before and after */
export interface Rectified {
  fields: string[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export function createPlayerService({ repository, audit, clock }: PlayerServiceDeps) {
  const on = (tx?: Db) => (tx ? repository.withTx(tx) : repository);
  const get = async (id: string, tx?: Db) => {
    const player = await on(tx).byId(id);
    if (!player) throw notFound('Player not found');
    return player;
  };
  const touch = (tx: Db | undefined, id: string, patch: Partial<NewPlayerRow>) => on(tx).update(id, { ...patch, updatedAt: clock.now() });

  return {
    get,
    // inside a read-memo scope (the bet gate) the player's row is read once, however many ports ask
    find: (id: string, tx?: Db) => (tx ? on(tx).byId(id) : memoRead(`player:${id}`, () => repository.byId(id))),
    /** the player's account currency; EUR for an unknown player */
    currencyOf: async (id: string) => currencyOrDefault((await memoRead(`player:${id}`, () => repository.byId(id)))?.currency),
    /** the language the player reads the site in (a message's language when it is pushed) */
    languageOf: async (id: string, tx?: Db) => (await on(tx).byId(id))?.language ?? 'en',
    /** open accounts of a broadcast's segment, in id order after `after` */
    recipients: (segment: BroadcastSegment, after: string | null, limit: number, tx?: Db) => on(tx).recipients(segment, after, limit),
    /** registrations in [from, to) per UTC day (back-office dashboard; read-only) */
    registrationsPerDay: (from: Date, to: Date) => repository.registrationsPerDay(from, to),
    /** self-excluded players, page by page (back-office compliance; read-only) */
    selfExcluded: (page: number, pageSize: number) => repository.selfExcluded(pageSize, (page - 1) * pageSize),
    /** the players' countries (back-office reports; read-only) */
    countriesOf: (ids: string[]) => repository.countriesOf(ids),
    findByEmail: (email: string, tx?: Db) => on(tx).byEmail(email),
    findByLogin: (login: string, tx?: Db) => on(tx).byLogin(login),
    async create(data: NewPlayer, tx?: Db): Promise<PlayerRow> {
      const now = clock.now();
      return on(tx).insert({ ...data, registeredAt: now, updatedAt: now });
    },
    setPasswordHash: (id: string, passwordHash: string, tx?: Db) => touch(tx, id, { passwordHash }),
    setDevice: (id: string, deviceId: string, lastIp: string | null, tx?: Db) => touch(tx, id, { deviceId, lastIp }),
    setLanguage: (id: string, language: string, tx?: Db) => touch(tx, id, { language }),
    /** the player accepted the new terms and/or privacy policy; audited */
    acceptTerms: (id: string, flags: { terms: boolean; policy: boolean }, by: Requester) =>
      repository.transaction(async (tx) => {
        await touch(tx, id, { ...(flags.terms ? { termsAccepted: true } : {}), ...(flags.policy ? { policyAccepted: true } : {}) });
        await audit.withTx(tx).write({ event: 'player.termsAccepted', playerId: id, ip: by.ip, requestId: by.requestId, details: flags });
      }),
    /** a corrected address before it is confirmed; 4002 when another account has it */
    async changeEmail(id: string, email: string, tx?: Db): Promise<PlayerRow> {
      const other = await on(tx).byEmail(email);
      if (other && other.id !== id)
        throw new AppError(400, ERROR_CODES.emailTaken, 'This email is already registered', { email: ['errors.4002'] });
      return (await touch(tx, id, { email: email.trim(), emailConfirmed: false }))!;
    },
    markEmailConfirmed: (id: string, tx?: Db) => touch(tx, id, { emailConfirmed: true }),
    setPhone: (id: string, phoneCode: string | null, phone: string, tx?: Db) => touch(tx, id, { phoneCode, phone, phoneConfirmed: false }),
    /**
     * The profile form (PUT /api/player/profile): every profile rule, identity locked once set,
     * a new phone number needs confirming again. The audit records the names of the fields that
     * changed (never their values: they are personal data).
     */
    async updateProfile(id: string, input: ProfileUpdateRequest, by: Requester): Promise<{ player: PlayerRow; changed: string[] }> {
      const parsed = makeProfileUpdateSchema({ today: clock.now() }).safeParse(input);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'request'] ??= []).push(issue.message);
        throw badRequest('Validation failed', errors);
      }
      const v = parsed.data;
      const current = await get(id);
      const lockedErrors: Record<string, string[]> = {};
      for (const f of lockedFields(current)) {
        const sent = f === 'name' || f === 'surname' ? v[f].toLowerCase() : v[f];
        const stored = f === 'name' || f === 'surname' ? String(current[f]).toLowerCase() : current[f];
        if (sent !== stored) lockedErrors[f] = ['errors.profileFieldLocked'];
      }
      if (Object.keys(lockedErrors).length) {
        throw badRequest(
          `Your ${Object.keys(lockedErrors).join(', ')} can no longer be changed; contact support to correct it`,
          lockedErrors,
          ERROR_CODES.badRequest,
        );
      }
      const orNull = (s: string) => (s === '' ? null : s);
      const next: Partial<PlayerRow> = {
        name: current.name ?? v.name,
        surname: current.surname ?? v.surname,
        birthDate: current.birthDate ?? v.birthDate,
        gender: orNull(v.gender),
        nationality: orNull(v.nationality),
        country: v.country,
        countryOfBirth: orNull(v.countryOfBirth),
        phoneCode: v.phoneCode,
        phone: v.phone,
        address: orNull(v.address),
        city: orNull(v.city),
        zip: orNull(v.zip),
        cpf: orNull(v.cpf),
        personalCode: orNull(v.personalCode),
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== current[k]);
      const phoneChanged = next.phone !== current.phone || next.phoneCode !== current.phoneCode;
      if (!changed.length) return { player: current, changed };
      const player = await repository.transaction(async (tx) => {
        const row = (await touch(tx, id, { ...next, ...(phoneChanged ? { phoneConfirmed: false } : {}) }))!;
        await audit
          .withTx(tx)
          .write({ event: 'player.profileUpdated', playerId: id, ip: by.ip, requestId: by.requestId, details: { fields: changed } });
        return row;
      });
      return { player, changed };
    },
    /**
     * An operator corrects the identity fields the player cannot change (a rectification request),
     * inside the caller's transaction. A Romanian player's birth date must still agree with the
     * CNP on file. Returns the fields that changed, with their values before and after (for the
     * operator's audit log); the player's own audit names the fields without their values.
     */
    async rectify(id: string, corrections: ProfileCorrection, tx: Db): Promise<Rectified> {
      const current = await get(id, tx);
      const changed = (Object.keys(corrections) as (keyof ProfileCorrection)[]).filter(
        (k) => corrections[k] !== undefined && corrections[k] !== current[k],
      );
      if (!changed.length) return { fields: [], before: {}, after: {} };
      const birthDate = corrections.birthDate ?? current.birthDate;
      // the sign-up form's age rule holds for a corrected birth date too
      const minAge = minimumAge(current.country ?? undefined, COUNTRIES_REQUIRING_19);
      if (corrections.birthDate && ageOn(corrections.birthDate, clock.now()) < minAge)
        throw badRequest(`The player would be under ${minAge}`, { birthDate: [minAge === 19 ? 'errors.tooYoung19' : 'errors.tooYoung18'] });
      if (current.country === 'RO' && current.personalCode && birthDate) {
        const cnp = parseCnp(current.personalCode, clock.now());
        if (cnp.valid && cnp.birthDate !== birthDate)
          throw badRequest('The birth date does not agree with the personal number code on file', {
            birthDate: ['errors.cnpBirthDateMismatch'],
          });
      }
      const patch = Object.fromEntries(changed.map((k) => [k, corrections[k]]));
      await touch(tx, id, patch);
      await audit.withTx(tx).write({ event: 'player.profileRectified', playerId: id, details: { fields: changed } });
      return { fields: changed, before: Object.fromEntries(changed.map((k) => [k, current[k]])), after: patch };
    },
    markPhoneConfirmed: (id: string, tx?: Db) => touch(tx, id, { phoneConfirmed: true }),
    /**
     * Responsible gaming keeps these in step with its own records: a time-out or self-exclusion
     * (status `self_excluded`, sign-in refused until `suspendedUntil`), a block, new terms versions.
     */
    setExclusion: (id: string, v: { selfExcluded: boolean; suspendedUntil: Date | null }, tx?: Db) =>
      touch(tx, id, { status: v.selfExcluded ? 'self_excluded' : 'active', suspendedUntil: v.suspendedUntil }),
    setBlockStatus: (id: string, blockStatus: number, tx?: Db) => touch(tx, id, { blockStatus }),
    resetTermsAcceptance: (flags: { terms: boolean; policy: boolean }, tx?: Db) => on(tx).resetTerms(flags, clock.now()),
    /** the seam the wallet's rejected payments reach the player through (via an event, see index.ts) */
    setRejectedPaymentsCount: (id: string, count: number, tx?: Db) => touch(tx, id, { rejectedPaymentsCount: Math.max(0, count) }),

    info(p: PlayerRow, balance = 0): PlayerInfoDto {
      return {
        auth: true,
        id: p.id,
        login: p.login,
        deviceId: p.deviceId,
        language: p.language,
        balance,
        blockStatus: p.blockStatus,
        phoneConfirmed: p.phoneConfirmed,
        rejectedPaymentsCount: p.rejectedPaymentsCount,
        policyAccepted: p.policyAccepted,
        termsAccepted: p.termsAccepted,
        accountPolicyName: p.accountPolicyName,
        verifiedSumSub: p.verifiedSumSub,
        trusted: p.trusted,
        status: p.status,
        profileComplete: isProfileComplete(p),
        emailConfirmed: p.emailConfirmed,
        currency: p.currency,
      };
    },
    profile(p: PlayerRow): ProfileInfo {
      return {
        email: p.email,
        name: p.name,
        surname: p.surname,
        lastIp: p.lastIp,
        country: p.country,
        registrationDate: formatUtcDateTime(p.registeredAt),
        login: p.login,
        phone: p.phone,
        phoneCode: p.phoneCode,
        phoneConfirmed: p.phoneConfirmed,
        emailConfirmed: p.emailConfirmed,
        birthDate: p.birthDate,
        currency: p.currency,
        language: p.language,
        gender: p.gender,
        nationality: p.nationality,
        countryOfBirth: p.countryOfBirth,
        address: p.address,
        city: p.city,
        zip: p.zip,
        cpf: p.cpf,
        personalCode: p.personalCode,
        locked: lockedFields(p),
      };
    },
  };
}
export type PlayerService = ReturnType<typeof createPlayerService>;
