/**
 * Every /api route the server registers, with who may call it. The fuzz test sends each one
 * generated valid and hostile inputs; a route added to the server without a line here fails the
 * suite (and so does a line whose route is gone).
 *
 * - public: anyone (some answer differently with a session; the fuzz sends the player's)
 * - player: a signed-in player; without a session every input gets 401 before it is validated
 * - operator: `Authorization: Bearer $OPERATOR_TOKEN`; without it every input gets 403 first
 * - signed: server to server, HMAC-signed (seamless wallet, payment callbacks); unsigned gets 401
 *
 * `writesOn4xx` names tables a refused request may still write, on purpose (attempt counters).
 */
export type Caller = 'public' | 'player' | 'operator' | 'signed';

export interface FuzzRoute {
  caller: Caller;
  writesOn4xx?: string[];
  /** what a caller without credentials gets, when not the caller kind's usual 401/403 */
  refusedWith?: number[];
}

const publicGet: FuzzRoute = { caller: 'public' };
const player: FuzzRoute = { caller: 'player' };
const operator: FuzzRoute = { caller: 'operator' };
const signed: FuzzRoute = { caller: 'signed' };
/**
 * a back-office call: the fuzz sends the operator token (an all-permission key); anonymous gets 401
 * (or the router's 414 for a path parameter over its length limit, before any hook runs)
 */
const admin: FuzzRoute = { caller: 'operator', refusedWith: [401, 414] };

export const FUZZ_ROUTES: Record<string, FuzzRoute> = {
  // content, catalogue, reference data
  'GET /api/app/config': publicGet,
  'GET /api/blocks': publicGet,
  'GET /api/blocks/menu': publicGet,
  'GET /api/blocks/navigation': publicGet,
  'GET /api/blocks/:id': publicGet,
  'GET /api/banners': publicGet,
  'GET /api/pages/uri/map': publicGet,
  'GET /api/pages/preview': publicGet,
  'GET /api/icons': publicGet,
  'GET /api/seo': publicGet,
  'GET /api/site/version': publicGet,
  'GET /api/notify/partner': publicGet,
  'POST /api/consent': publicGet,
  'POST /api/visits': publicGet,
  'GET /api/countries': publicGet,
  'GET /api/nationalities': publicGet,
  'GET /api/phone/codes': publicGet,
  'GET /api/payment/currencies': publicGet,
  'GET /api/providers': publicGet,
  'GET /api/providers/logo/:file': publicGet,
  'GET /api/games': publicGet,
  'GET /api/games/count': publicGet,
  'GET /api/games/block/:name': publicGet,
  'GET /api/games/games/:name': publicGet,
  'GET /api/games-type-count': publicGet,
  'GET /api/search/games': publicGet,
  'GET /api/game/tiles': publicGet,
  'GET /api/game/art/:file': publicGet,
  'GET /api/game/:mode/:url': publicGet,
  'GET /api/winners': publicGet,
  'GET /api/contribution': publicGet,
  'GET /api/rgs/jackpot/:poolId': publicGet,
  'GET /api/rgs/live/:tableId': publicGet,
  'GET /api/rgs/fairness': publicGet,
  'GET /api/cashier/sandbox/3ds/:ref': publicGet,
  'GET /api/dev/mailbox': publicGet,

  // the API's own description: the OpenAPI document and the Swagger UI reference page with its files
  'GET /api/openapi.json': publicGet,
  'GET /api/docs': publicGet,
  'GET /api/docs/json': publicGet,
  'GET /api/docs/yaml': publicGet,
  'GET /api/docs/static/index.html': publicGet,
  'GET /api/docs/static/swagger-initializer.js': publicGet,
  'GET /api/docs/static/*': publicGet,

  // accounts
  'GET /api/captcha-need': publicGet,
  'GET /api/captcha/challenge': publicGet,
  'GET /api/:field/signup/exist': publicGet,
  'POST /api/signup': publicGet,
  'POST /api/login': publicGet,
  'GET /api/login/check': publicGet,
  'POST /api/login/redirect': publicGet,
  'POST /api/logout': publicGet,
  'POST /api/password/reset/send': publicGet,
  'POST /api/password/reset': publicGet,
  'POST /api/player/confirm/email/:payload': publicGet,
  'GET /api/player/session/info': player,
  'GET /api/history/auth-log': player,
  'POST /api/player/password/change': player,
  'POST /api/player/confirm/email/resend': player,
  'POST /api/request/confirm/email': player,
  // a wrong code is counted (three wrong codes lock the phone for a while)
  'POST /api/player/confirm/phone/send': { caller: 'player', writesOn4xx: ['auth_phone_confirmations'] },
  'GET /api/player/confirm/phone/timeout': player,
  'POST /api/player/confirm/phone/:code': { caller: 'player', writesOn4xx: ['auth_phone_confirmations'] },
  'GET /api/2fa/status': player,
  'POST /api/2fa/secret': player,
  'POST /api/2fa/validate/google/:code': player,
  'POST /api/2fa/disable': player,

  // player
  'GET /api/player/info': player,
  'GET /api/profile/info': player,
  'PUT /api/player/profile': player,
  'GET /api/profile/parse-cnp/:cnp': player,
  'PUT /api/player/language': player,
  'POST /api/accept-terms': player,
  'POST /api/notifications': player,
  'POST /api/messages/history/clear/freespins': player,
  'GET /api/bonus': player,
  'POST /api/bonus/:id/activate': player,
  'POST /api/bonus/:id/cancel': player,
  'GET /api/bonus-campaign/active-list': player,
  'GET /api/bonus-campaign/count': player,
  'GET /api/bonus-campaign/history-list': player,
  'GET /api/bonus-campaign/reward/:id': player,
  'POST /api/bonus-campaign/activate/:id': player,
  'POST /api/bonus-campaign/deactivate/:id': player,
  'POST /api/bonus-campaign/cancel/:id': player,
  'POST /api/bonus-campaign/pickup': player,
  'GET /api/bonus-campaign/promotion-days/:id': publicGet,
  'POST /api/bonus-campaign/promotion-days/:id/join': player,
  'POST /api/bonus-campaign/promotion-days/:id/cancel': player,
  'GET /api/player/cashback': player,
  'GET /api/player/free-spins': player,
  'POST /api/player/cashback/take': player,
  // a refused code is counted (and may lock code entry): the brute-force rule
  'POST /api/bonus-code/activate': { caller: 'player', writesOn4xx: ['bonus_code_attempts', 'bonus_code_locks'] },
  'GET /api/promo': publicGet,
  'GET /api/promo/:id': publicGet,
  'POST /api/favorites/:id': player,
  'GET /api/game/recent': player,

  // wallet and cashier
  'GET /api/player/balances': player,
  'GET /api/wallet/statement': player,
  'GET /api/cashier/config': player,
  'GET /api/cashier/frame': player,
  'POST /api/cashier/deposit': player,
  'POST /api/cashier/withdrawal': player,
  'GET /api/cashier/payment/:id': player,
  'GET /api/history/payments': player,
  'POST /api/history/payment/:id/cancel': player,
  'GET /api/withdrawal-limits': player,
  'POST /api/player/lite-block': player,
  'POST /api/cashier/sandbox/3ds/:ref': publicGet,
  // which provider's secret checks the signature comes from the path, so the path is read first
  'POST /api/cashier/callback/:provider': { caller: 'signed', refusedWith: [400, 401, 404] },

  // identity verification: the player's calls, the vendor's webhook, the sandbox vendor's upload
  // (authenticated by the verification UI's access token) and its operator review desk
  'POST /api/verification/create/applicant': player,
  'GET /api/verification/check/applicant': player,
  'GET /api/verification/applicant/getToken': player,
  'GET /api/verification/documents/requested': player,
  'POST /api/verification/webhook/:provider': { caller: 'signed', refusedWith: [400, 401, 404] },
  'POST /api/kyc-sandbox/documents': signed,
  'POST /api/kyc-sandbox/submit': signed,
  'GET /api/operator/verification/applicants': operator,
  'GET /api/operator/verification/applicants/:applicantId': operator,
  'GET /api/operator/verification/applicants/:applicantId/documents/:documentId': operator,
  'POST /api/operator/verification/applicants/:applicantId/review': operator,

  // privacy (GDPR) requests and their operator steps
  'GET /api/profile/gdpr/requests': player,
  'POST /api/profile/gdpr/:type': player,
  'GET /api/profile/gdpr/export/:id/download': player,
  'GET /api/operator/privacy/requests': operator,
  'POST /api/operator/privacy/requests/:id/complete': operator,
  'POST /api/operator/privacy/requests/:id/reject': operator,
  'POST /api/operator/privacy/jobs': operator,

  // responsible gaming: limits, loss history, session figures, reality check; operator blocks and terms
  'GET /api/profile/metrics': player,
  'POST /api/profile/metrics/:id/save': player,
  'POST /api/profile/metrics/:id/delete': player,
  'GET /api/player/lost/money': player,
  'GET /api/player/session/statistic': player,
  'POST /api/player/reality-check': player,
  'POST /api/operator/players/:id/block': operator,
  'POST /api/operator/terms': operator,
  'POST /api/operator/responsible-gaming/tick': operator,

  // games: launch, the game client's calls, history (demo play needs no player)
  'POST /api/game/:mode/:gameUrl': publicGet,
  'POST /api/rgs/session': publicGet,
  'POST /api/rgs/play': publicGet,
  'POST /api/rgs/fairness/client-seed': publicGet,
  'POST /api/rgs/fairness/rotate': publicGet,
  'POST /api/rgs/live/bet': publicGet,
  'GET /api/rgs/rounds/:roundId': player,
  'GET /api/history/rounds': player,
  'GET /api/game/profit/:id': player,
  'POST /api/seamless/balance': signed,
  'POST /api/seamless/bet': signed,
  'POST /api/seamless/win': signed,
  'POST /api/seamless/rollback': signed,

  // the inbox
  'GET /api/messages': player,
  // tournaments
  'GET /api/tournament-list': publicGet,
  'GET /api/tournament/:id': publicGet,
  'POST /api/tournament/:id/join': player,
  'GET /api/operator/tournaments': operator,
  'POST /api/operator/tournaments': operator,
  'PUT /api/operator/tournaments/:id': operator,
  'POST /api/operator/tournaments/:id/cancel': operator,
  'POST /api/operator/tournaments/preview': operator,
  'POST /api/operator/tournaments/lifecycle': operator,
  'GET /api/messages/unread': player,
  'POST /api/messages/:id/read': player,
  'POST /api/messages/:id/delete': player,
  'POST /api/messages/read-all': player,
  'POST /api/operator/messages/broadcasts': operator,
  'GET /api/operator/messages/broadcasts/:id': operator,
  'POST /api/operator/messages/jobs': operator,
  'GET /api/operator/ip-blocks': operator,
  'POST /api/operator/ip-blocks': operator,
  'DELETE /api/operator/ip-blocks/:id': operator,
  // email subscriptions: the unsubscribe link works signed out (its HMAC signature is the check)
  'GET /api/subscriptions': player,
  'POST /api/subscription/:type/:action': player,
  'POST /api/subscription/:type/:hash/:playerId/unsubscribe': { caller: 'public' },
  'POST /api/operator/subscriptions/promo-mails': operator,
  'GET /api/operator/subscriptions/promo-mails/:id': operator,
  'POST /api/operator/subscriptions/jobs': operator,
  'POST /api/operator/notifications': operator,
  // live support chat
  'GET /api/chat': player,
  'POST /api/chat/messages': player,
  'POST /api/chat/read': player,
  'POST /api/chat/typing': player,
  'POST /api/chat/contact': publicGet,
  'GET /api/chat/attachments/:id': player,
  'GET /api/operator/chat/conversations': operator,
  'GET /api/operator/chat/conversations/:playerId': operator,
  'POST /api/operator/chat/conversations/:playerId/messages': operator,
  'POST /api/operator/chat/conversations/:playerId/typing': operator,
  'GET /api/operator/chat/contacts': operator,
  'GET /api/operator/chat/realtime': operator,
  'GET /api/operator/chat/attachments/:id': operator,

  // operators
  'GET /api/operator/maintenance': operator,
  'POST /api/operator/maintenance': operator,
  'POST /api/operator/players/:id/verify': operator,
  'GET /api/operator/bonus-templates': operator,
  'PUT /api/operator/bonus-templates/:id': operator,
  'GET /api/operator/bonus-campaigns': operator,
  'PUT /api/operator/bonus-campaigns/:id': operator,
  'PUT /api/operator/promotion-days/:id': operator,
  'POST /api/operator/bonuses/grant': operator,
  'GET /api/operator/bonus-codes': operator,
  'PUT /api/operator/bonus-codes/:code': operator,
  'POST /api/operator/bonuses/expire': operator,
  'POST /api/operator/bonuses/expiry-notices': operator,
  'POST /api/operator/payments/:id/approve': operator,
  'POST /api/operator/payments/:id/reject': operator,
  'POST /api/operator/payments/:id/settle': operator,
  'POST /api/rgs/live/tick': operator,
  'POST /api/rgs/rounds/reconcile': operator,

  // the back office: its login is public (a failed one is audited and counted); every other call
  // needs an operator session, an API key or the operator token, and answers 401 without one
  'POST /api/admin/auth/login': { caller: 'public', writesOn4xx: ['operator_audit_log', 'operators'] },
  'POST /api/admin/auth/totp': publicGet,
  'POST /api/admin/auth/logout': admin,
  'GET /api/admin/auth/me': admin,
  'GET /api/admin/operators': admin,
  'POST /api/admin/operators': admin,
  'PUT /api/admin/operators/:id': admin,
  'POST /api/admin/operators/:id/reset-2fa': admin,
  'GET /api/admin/api-keys': admin,
  'POST /api/admin/api-keys': admin,
  'POST /api/admin/api-keys/:id/revoke': admin,
  'GET /api/admin/audit': admin,
  'GET /api/admin/players': admin,
  'GET /api/admin/players/:id': admin,
  'POST /api/admin/players/:id/block': admin,
  'POST /api/admin/players/:id/unblock': admin,
  'POST /api/admin/players/:id/end-sessions': admin,
  'POST /api/admin/players/:id/reset-2fa': admin,
  'POST /api/admin/players/:id/adjustments': admin,
  'GET /api/admin/approvals': admin,
  'POST /api/admin/adjustments/:id/approve': admin,
  'POST /api/admin/adjustments/:id/reject': admin,
  'POST /api/admin/unblocks/:id/approve': admin,
  'POST /api/admin/unblocks/:id/reject': admin,
  'GET /api/admin/withdrawals': admin,
  'POST /api/admin/withdrawals/:id/approve': admin,
  'POST /api/admin/withdrawals/:id/reject': admin,
  'POST /api/admin/withdrawals/:id/settle': admin,
  'GET /api/admin/chat/contacts': admin,
  'POST /api/admin/chat/contacts/:id/answered': admin,
  'GET /api/admin/dashboard': admin,
  'GET /api/admin/reports/ggr': admin,
  'GET /api/admin/reports/ggr.csv': admin,
  'GET /api/admin/compliance/kyc': admin,
  'POST /api/admin/compliance/kyc/:applicantId/review': admin,
  'GET /api/admin/compliance/gdpr': admin,
  'POST /api/admin/compliance/gdpr/:id/complete': admin,
  'POST /api/admin/compliance/gdpr/:id/reject': admin,
  'GET /api/admin/compliance/self-excluded': admin,
  'GET /api/admin/games': admin,
  'PUT /api/admin/games/:id': admin,
  'GET /api/admin/content/blocks': admin,
  'POST /api/admin/content/blocks': admin,
  'GET /api/admin/content/blocks/:kind/:key': admin,
  'PUT /api/admin/content/blocks/:kind/:key/:locale': admin,
  'POST /api/admin/content/blocks/:kind/:key/:locale/publish': admin,
  'POST /api/admin/content/blocks/:kind/:key/:locale/unpublish': admin,
  'DELETE /api/admin/content/blocks/:kind/:key/:locale': admin,
  'GET /api/admin/content/banners': admin,
  'POST /api/admin/content/banners': admin,
  'PUT /api/admin/content/banners/:key/:locale': admin,
  'POST /api/admin/content/banners/:key/:locale/publish': admin,
  'POST /api/admin/content/banners/:key/:locale/unpublish': admin,
};
