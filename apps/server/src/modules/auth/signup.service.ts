import {
  ERROR_CODES,
  LOCALE_CURRENCIES,
  DEFAULT_LOCALE,
  isLocale,
  makeSignupSchema,
  referralCookieSchema,
  type ReferralCookie,
  type SignupRequest,
} from '@fortuna/contracts';
import { isUniqueViolation } from '../../platform/db';
import { AppError, badRequest } from '../../platform/errors';
import { hashPassword } from './auth.crypto';
import type { AuthDeps, RequestMeta } from './auth.deps';
import { PLAYER_REGISTERED, type PlayerRegistered } from './auth.events';
import type { EmailLinkService } from './email.service';
import type { SessionService } from './session.service';

const taken = (code: number, field: string, message: string) => new AppError(400, code, message, { [field]: [`errors.${code}`] });

/** Reads the referral cookie the shell sets (JSON {refId, httpReferrer, siteId}); junk is ignored. */
export function parseReferral(raw: string | undefined): Partial<ReferralCookie> {
  if (!raw) return {};
  try {
    const parsed = referralCookieSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Sign-up (rules, codes 4001/4002/4004), then a confirmation mail and a session. */
export function createSignupService(deps: AuthDeps, s: { sessions: SessionService; email: EmailLinkService }) {
  const { repository, audit, clock, players, captcha, config } = deps;

  const emailDomainAllowed = (email: string) => {
    const domain = email.split('@')[1]?.toLowerCase() ?? '';
    return !config.blockedEmailDomains.some((d) => domain === d || domain.endsWith(`.${d}`));
  };

  return {
    async exists(field: 'email' | 'login', value: string): Promise<boolean> {
      const found = field === 'email' ? await players.findByEmail(value) : await players.findByLogin(value);
      return !!found;
    },

    async signup(input: SignupRequest, meta: RequestMeta, referralCookie: string | undefined) {
      const rules = makeSignupSchema({ today: clock.now(), age19Regions: config.age19Regions }).safeParse(input);
      if (!rules.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of rules.error.issues) (errors[issue.path.join('.') || 'request'] ??= []).push(issue.message);
        throw badRequest('Validation failed', errors);
      }
      const v = rules.data;
      if (!emailDomainAllowed(v.email)) throw taken(ERROR_CODES.emailDomainNotAllowed, 'email', 'This email domain is not allowed');
      if (!(await captcha.verify(v.captcha, { ip: meta.ip, action: 'signup' }))) {
        throw badRequest('Captcha failed', { captcha: ['errors.captchaInvalid'] });
      }
      if (await players.findByLogin(v.login)) throw taken(ERROR_CODES.nicknameTaken, 'login', 'This nickname is already taken');
      if (await players.findByEmail(v.email)) throw taken(ERROR_CODES.emailTaken, 'email', 'This email is already registered');

      const language = isLocale(meta.locale) ? meta.locale : DEFAULT_LOCALE;
      const currencies = LOCALE_CURRENCIES[language];
      const currency = v.currency && currencies.includes(v.currency) ? v.currency : currencies[0];
      const ref = parseReferral(referralCookie);
      const passwordHash = await hashPassword(v.passwordPlain);

      let created;
      try {
        created = await repository.transaction(async (tx) => {
          const player = await players.create(
            {
              login: v.login,
              email: v.email,
              passwordHash,
              currency,
              language,
              country: v.country ?? null,
              birthDate: v.birthDate,
              termsAccepted: true,
              policyAccepted: true,
              refId: ref.refId?.toLowerCase() ?? null,
              httpReferrer: ref.httpReferrer ?? null,
              siteId: ref.siteId ?? null,
              lastIp: meta.ip,
            },
            tx,
          );
          await repository.withTx(tx).addPasswordHistory(player.id, passwordHash, clock.now());
          const mailId = await s.email.issueConfirmation(tx, player);
          const session = await s.sessions.open(player.id, meta, tx);
          return { player, mailId, token: session.token };
        });
      } catch (err) {
        // two sign-ups racing for the same name: the unique index decides
        if (isUniqueViolation(err)) {
          if (await players.findByLogin(v.login)) throw taken(ERROR_CODES.nicknameTaken, 'login', 'This nickname is already taken');
          throw taken(ERROR_CODES.emailTaken, 'email', 'This email is already registered');
        }
        throw err;
      }
      await deps.mailer.flush(created.mailId);
      await audit.write({
        event: 'auth.signup',
        playerId: created.player.id,
        ip: meta.ip,
        userAgent: meta.userAgent,
        requestId: meta.requestId,
      });
      await repository.addHistory({
        playerId: created.player.id,
        at: clock.now(),
        ip: meta.ip,
        device: meta.userAgent.slice(0, 300),
        result: 'success',
      });
      await deps.events.emit<PlayerRegistered>(PLAYER_REGISTERED, {
        playerId: created.player.id,
        refId: created.player.refId,
        siteId: created.player.siteId,
        emailPromo: v.emailPromo === true,
      });
      return { token: created.token, player: await players.get(created.player.id) };
    },
  };
}
export type SignupService = ReturnType<typeof createSignupService>;
