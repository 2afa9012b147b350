import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  parseConsent,
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_MAX_AGE_S,
  serializeConsent,
  type ReferralCookie,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { apiSchema } from '../../platform/http/api-schema';
import { perIp } from '../../platform/http/rate-limit';
import { consentChoices, pageViews } from '../../platform/metrics';
import { pathOf, referrerOf, type VisitTracker } from './tracking';

const MINUTE = 60_000;

export const consentRoutes: FastifyPluginAsyncZod<{ tracker: VisitTracker; clock: Clock }> = async (app, { tracker, clock }) => {
  // the visitor's choice: a necessary cookie; the referral cookie (marketing) follows it
  app.post('/consent', { config: perIp(30, MINUTE), schema: apiSchema('POST /consent') }, async (request, reply) => {
    const { analytics, marketing, referral } = request.body;
    consentChoices.inc({ analytics: String(analytics), marketing: String(marketing) });
    reply.setCookie(CONSENT_COOKIE, serializeConsent({ analytics, marketing }), {
      path: '/',
      sameSite: 'lax',
      maxAge: CONSENT_MAX_AGE_S,
    });
    if (!marketing) {
      if (request.cookies[REFERRAL_COOKIE]) reply.clearCookie(REFERRAL_COOKIE, { path: '/' });
    } else if (referral) {
      const value: ReferralCookie = { refId: referral.refId.toLowerCase() };
      if (referral.httpReferrer) value.httpReferrer = referral.httpReferrer;
      if (referral.siteId) value.siteId = referral.siteId;
      reply.setCookie(REFERRAL_COOKIE, JSON.stringify(value), { path: '/', sameSite: 'lax', maxAge: REFERRAL_COOKIE_MAX_AGE_S });
    }
    return { analytics, marketing };
  });

  // a page view, kept only when the visitor allowed analytics
  app.post('/visits', { config: perIp(240, MINUTE), schema: apiSchema('POST /visits') }, async (request) => {
    if (!parseConsent(request.cookies[CONSENT_COOKIE])?.analytics) return { recorded: false };
    await tracker.record({ path: pathOf(request.body.path), referrer: referrerOf(request.body.referrer), at: clock.now() });
    pageViews.inc();
    return { recorded: true };
  });
};
