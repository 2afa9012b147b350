import {
  ERROR_CODES,
  PHONE_CODE_LENGTH,
  PHONE_LOCK_WAIT_MS,
  PHONE_MAX_SENDS,
  PHONE_MAX_WRONG_CODES,
  PHONE_RESEND_WAIT_MS,
} from '@fortuna/contracts';
import { AppError, badRequest } from '../../platform/errors';
import { randomDigits } from './auth.crypto';
import type { AuthDeps, RequestMeta } from './auth.deps';
import { smsText } from './auth.messages';
import { type PhoneRow } from './auth.repository';

const CODE_TTL_MS = 10 * 60_000;

/**
 * Phone confirmation by SMS: 7-digit codes, 4035 on a wrong one, a 1-minute wait
 * between sends, a 120-minute wait after too many sends or wrong codes.
 */
export function createPhoneService(deps: AuthDeps) {
  const { repository, audit, clock, secrets, players } = deps;

  const fresh = (playerId: string, phone: string): PhoneRow => ({
    playerId,
    phone,
    codeHash: null,
    codeExpiresAt: null,
    lastSentAt: null,
    sendCount: 0,
    wrongCount: 0,
    lockedUntil: null,
  });

  /** a lock that ran out gives a clean slate */
  const current = async (playerId: string, phone: string): Promise<PhoneRow> => {
    const row = await repository.phone(playerId);
    if (!row) return fresh(playerId, phone);
    if (row.lockedUntil && row.lockedUntil <= clock.now()) return { ...fresh(playerId, row.phone), lastSentAt: row.lastSentAt };
    return row;
  };

  const secondsLeft = (row: PhoneRow) => {
    const now = clock.now().getTime();
    if (row.lockedUntil && row.lockedUntil.getTime() > now) return Math.ceil((row.lockedUntil.getTime() - now) / 1000);
    if (row.lastSentAt && row.lastSentAt.getTime() + PHONE_RESEND_WAIT_MS > now)
      return Math.ceil((row.lastSentAt.getTime() + PHONE_RESEND_WAIT_MS - now) / 1000);
    return 0;
  };

  const wait = (seconds: number, locked: boolean) =>
    new AppError(
      429,
      ERROR_CODES.tooManyRequests,
      locked
        ? `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minutes.`
        : `Please wait ${seconds} seconds before asking for a new code.`,
      {
        timeout: [String(seconds)],
      },
    );

  return {
    async timeout(playerId: string) {
      const player = await players.get(playerId);
      const row = await current(playerId, player.phone ?? '');
      const left = secondsLeft(row);
      return { timeout: left, locked: !!row.lockedUntil && row.lockedUntil > clock.now(), phoneConfirmed: player.phoneConfirmed };
    },

    async send(playerId: string, input: { phoneCode?: string; phone?: string }, meta: RequestMeta) {
      let player = await players.get(playerId);
      if (input.phone) {
        if (input.phone !== player.phone || (input.phoneCode ?? null) !== player.phoneCode) {
          player = (await players.setPhone(playerId, input.phoneCode ?? player.phoneCode ?? null, input.phone))!;
        }
      }
      if (!player.phone) throw badRequest('Enter a phone number first', { phone: ['errors.phoneInvalid'] });
      if (player.phoneConfirmed) throw badRequest('The phone number is already confirmed', { phone: ['errors.phoneAlreadyConfirmed'] });
      const fullPhone = `${player.phoneCode ?? ''}${player.phone}`;
      let row = await current(playerId, fullPhone);
      if (row.phone !== fullPhone) row = { ...fresh(playerId, fullPhone), lastSentAt: row.lastSentAt, sendCount: row.sendCount };
      const now = clock.now();
      const left = secondsLeft(row);
      if (left > 0) throw wait(left, !!row.lockedUntil);
      if (row.sendCount >= PHONE_MAX_SENDS) {
        await repository.savePhone({ ...row, codeHash: null, lockedUntil: new Date(now.getTime() + PHONE_LOCK_WAIT_MS) });
        await audit.write({
          event: 'auth.phone.locked',
          playerId,
          ip: meta.ip,
          requestId: meta.requestId,
          details: { reason: 'sends' },
        });
        throw wait(PHONE_LOCK_WAIT_MS / 1000, true);
      }
      const code = randomDigits(PHONE_CODE_LENGTH);
      await repository.savePhone({
        ...row,
        codeHash: secrets.mac(`${playerId}:${code}`),
        codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
        lastSentAt: now,
        sendCount: row.sendCount + 1,
      });
      await deps.sms.send(fullPhone, smsText(player.language, code), playerId);
      await audit.write({ event: 'auth.phone.codeSent', playerId, ip: meta.ip, requestId: meta.requestId });
      return { timeout: PHONE_RESEND_WAIT_MS / 1000, locked: false, phoneConfirmed: false };
    },

    async confirm(playerId: string, code: string, meta: RequestMeta) {
      const player = await players.get(playerId);
      const row = await current(playerId, player.phone ?? '');
      const now = clock.now();
      if (row.lockedUntil && row.lockedUntil > now) throw wait(secondsLeft(row), true);
      const ok = !!row.codeHash && !!row.codeExpiresAt && row.codeExpiresAt > now && row.codeHash === secrets.mac(`${playerId}:${code}`);
      if (!ok) {
        const wrong = row.wrongCount + 1;
        const lock = wrong >= PHONE_MAX_WRONG_CODES;
        await repository.savePhone({
          ...row,
          wrongCount: wrong,
          ...(lock ? { codeHash: null, lockedUntil: new Date(now.getTime() + PHONE_LOCK_WAIT_MS) } : {}),
        });
        await audit.write({
          event: 'auth.phone.wrongCode',
          playerId,
          ip: meta.ip,
          requestId: meta.requestId,
          details: { locked: lock },
        });
        throw new AppError(400, ERROR_CODES.phoneCodeIncorrect, 'The code is incorrect', { code: ['errors.4035'] });
      }
      await repository.savePhone(fresh(playerId, row.phone));
      await players.markPhoneConfirmed(playerId);
      await audit.write({ event: 'auth.phone.confirmed', playerId, ip: meta.ip, requestId: meta.requestId });
      return { status: true as const };
    },
  };
}
export type PhoneService = ReturnType<typeof createPhoneService>;
