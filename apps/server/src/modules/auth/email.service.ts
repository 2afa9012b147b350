import { DEFAULT_LOCALE } from '@fortuna/contracts';
import type { Db } from '../../platform/db';
import { badRequest, tooManyRequests } from '../../platform/errors';
import type { PlayerRow } from '../player';
import { sha256 } from './auth.crypto';
import type { AuthDeps, RequestMeta } from './auth.deps';
import { renderMail, texts } from './auth.messages';
import { type ActionPurpose } from './auth.repository';

export const CONFIRM_EMAIL_TTL_MS = 48 * 60 * 60_000;
export const RESET_PASSWORD_TTL_MS = 60 * 60_000;
const RESEND_AFTER_MS = 60_000;

/** Confirmation and reset links: `/confirm/email/<payload>`, `/reset/password/<payload>` (English has no prefix). */
export function linkFor(publicUrl: string, locale: string, kind: 'confirm' | 'reset', payload: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const path = kind === 'confirm' ? '/confirm/email/' : '/reset/password/';
  return `${publicUrl.replace(/\/$/, '')}${prefix}${path}${payload}`;
}

/**
 * One-time links by email: a signed payload (checked before any lookup), stored as a hash,
 * expiring, used once. The mail is queued in the same transaction and flushed after commit.
 */
export function createEmailLinkService(deps: AuthDeps) {
  const { repository, audit, clock, secrets, mailer, config } = deps;

  const issue = async (tx: Db, player: PlayerRow, purpose: ActionPurpose) => {
    const now = clock.now();
    await repository.withTx(tx).revokeTokens(player.id, purpose, now);
    const payload = secrets.signPayload(purpose);
    const ttl = purpose === 'confirm_email' ? CONFIRM_EMAIL_TTL_MS : RESET_PASSWORD_TTL_MS;
    await repository.withTx(tx).insertToken({
      playerId: player.id,
      purpose,
      tokenHash: sha256(payload),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttl),
    });
    const kind = purpose === 'confirm_email' ? 'confirm' : 'reset';
    const link = linkFor(config.publicUrl, player.language, kind, payload);
    const mail = renderMail(player.language, kind, { login: player.login, link });
    return mailer.enqueue(
      {
        ...mail,
        to: player.email,
        links: [link],
        template: kind === 'confirm' ? 'confirmEmail' : 'resetPassword',
        locale: player.language,
        playerId: player.id,
      },
      tx,
    );
  };

  /** checks a payload without using it; the localized message is what the site shows */
  const check = async (purpose: ActionPurpose, payload: string, locale: string) => {
    const t = texts(locale);
    if (!secrets.verifyPayload(purpose, payload)) throw badRequest(t.linkInvalid, { payload: ['errors.linkInvalid'] });
    const token = await repository.tokenByHash(sha256(payload));
    if (!token || token.purpose !== purpose) throw badRequest(t.linkInvalid, { payload: ['errors.linkInvalid'] });
    if (token.usedAt) throw badRequest(t.linkUsed, { payload: ['errors.linkUsed'] });
    if (token.expiresAt <= clock.now()) throw badRequest(t.linkExpired, { payload: ['errors.linkExpired'] });
    return token;
  };

  return {
    /** inside the sign-up transaction; returns the outbox id to flush after commit */
    issueConfirmation: (tx: Db, player: PlayerRow) => issue(tx, player, 'confirm_email'),
    issueReset: (tx: Db, player: PlayerRow) => issue(tx, player, 'reset_password'),
    check,
    consume: (tx: Db, tokenId: string) => repository.withTx(tx).consumeToken(tokenId, clock.now()),

    async confirm(payload: string, meta: RequestMeta) {
      const token = await check('confirm_email', payload, meta.locale);
      const t = texts(meta.locale);
      await repository.transaction(async (tx) => {
        if (!(await repository.withTx(tx).consumeToken(token.id, clock.now())))
          throw badRequest(t.linkUsed, { payload: ['errors.linkUsed'] });
        await deps.players.markEmailConfirmed(token.playerId, tx);
      });
      await audit.write({ event: 'auth.email.confirmed', playerId: token.playerId, ip: meta.ip, requestId: meta.requestId });
      return { status: true as const, message: t.emailConfirmed };
    },

    /** resend (and request, optionally to a corrected, still unconfirmed address) */
    async resend(playerId: string, meta: RequestMeta, newEmail?: string) {
      let player = await deps.players.get(playerId);
      if (player.emailConfirmed) throw badRequest(texts(meta.locale).alreadyConfirmed, { email: ['errors.emailAlreadyConfirmed'] });
      const last = await repository.lastTokenAt(playerId, 'confirm_email');
      if (last && clock.now().getTime() - last.getTime() < RESEND_AFTER_MS)
        throw tooManyRequests('Please wait a minute before asking again');
      if (newEmail && newEmail.toLowerCase() !== player.email.toLowerCase()) player = await deps.players.changeEmail(playerId, newEmail);
      const id = await repository.transaction((tx) => issue(tx, player, 'confirm_email'));
      await mailer.flush(id);
      await audit.write({ event: 'auth.email.confirmationSent', playerId, ip: meta.ip, requestId: meta.requestId });
      return { status: true as const };
    },
  };
}
export type EmailLinkService = ReturnType<typeof createEmailLinkService>;
