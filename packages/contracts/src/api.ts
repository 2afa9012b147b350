import type { z } from 'zod';
import { appConfigQuerySchema, appConfigSchema } from './app-config';
import { adminKycPageSchema, adminKycQuerySchema } from './verification';
import { adminGdprPageSchema, adminGdprQuerySchema } from './privacy';
import {
  adminApiKeyCreatedSchema,
  adminApiKeyCreateSchema,
  adminApiKeyListSchema,
  adminApiKeySchema,
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminIdParamsSchema,
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminMeSchema,
  adminOkSchema,
  adminOperatorCreateSchema,
  adminOperatorListSchema,
  adminOperatorSchema,
  adminOperatorUpdateSchema,
  adminTotpRequestSchema,
  adminAdjustmentRequestSchema,
  adminApprovalListSchema,
  adminApprovalQuerySchema,
  adminApprovalSchema,
  adminBlockRequestSchema,
  adminBlockResponseSchema,
  adminPlayerCardSchema,
  adminPlayerSearchQuerySchema,
  adminPlayerSearchSchema,
  adminReasonSchema,
  adminPlayerMessageSchema,
  adminPlayerNoteRequestSchema,
  adminPlayerNoteSchema,
  adminWithdrawalPageSchema,
  adminWithdrawalQuerySchema,
  adminWithdrawalRejectSchema,
  adminWithdrawalSchema,
  adminDashboardSchema,
  adminRangeQuerySchema,
  adminReportPageSchema,
  adminReportQuerySchema,
  adminApplicantParamsSchema,
  adminPageQuerySchema,
  adminGamePageSchema,
  adminGameParamsSchema,
  adminGameQuerySchema,
  adminGameSchema,
  adminGameUpdateSchema,
  adminSelfExcludedPageSchema,
} from './backoffice';
import {
  authLogQuerySchema,
  authLogResponseSchema,
  captchaNeedQuerySchema,
  captchaNeedResponseSchema,
  devMailboxQuerySchema,
  devMailboxResponseSchema,
  emailConfirmedResponseSchema,
  emailConfirmRequestSchema,
  loginCheckResponseSchema,
  loginRedirectRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  passwordChangeRequestSchema,
  passwordResetRequestSchema,
  passwordResetSendRequestSchema,
  payloadParamsSchema,
  phoneCodeParamsSchema,
  phoneSendRequestSchema,
  phoneTimeoutResponseSchema,
  sessionInfoQuerySchema,
  sessionInfoResponseSchema,
  signupExistParamsSchema,
  signupExistQuerySchema,
  signupExistResponseSchema,
  signupRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorSecretResponseSchema,
  twoFactorStatusResponseSchema,
  twoFactorValidateParamsSchema,
  twoFactorValidateResponseSchema,
} from './auth';
import {
  bannerListSchema,
  blockIdParamsSchema,
  blockListSchema,
  blockSchema,
  iconsSchema,
  localeQuerySchema,
  menuSchema,
  navigationSchema,
  partnerNotifyQuerySchema,
  partnerNotifySchema,
  previewQuerySchema,
  seoSchema,
  siteVersionSchema,
  uriMapSchema,
} from './content';
import { fairSeedViewSchema, fairSessionQuerySchema, rotatedSeedSchema, rotateSeedBodySchema, setClientSeedBodySchema } from './fairness';
import {
  contributionQuerySchema,
  contributionSchema,
  favoriteToggleSchema,
  gameBlockQuerySchema,
  gameDetailSchema,
  gameIdParamSchema,
  gameListNameParamsSchema,
  gameListSchema,
  gameModeParamsSchema,
  gameSearchQuerySchema,
  gamesCountQuerySchema,
  gamesCountSchema,
  gamesQuerySchema,
  gamesTypeCountSchema,
  gameTilesQuerySchema,
  gameTilesSchema,
  providerListSchema,
  recentGamesSchema,
  winnersQuerySchema,
  winnersSchema,
} from './games';
import { liveBetBodySchema, liveBetResultSchema, liveTableParamsSchema, liveTableQuerySchema, liveTableStateSchema } from './live';
import {
  chatContactAnsweredSchema,
  chatContactListQuerySchema,
  chatContactParamsSchema,
  chatContactRequestsSchema,
  chatContactResponseSchema,
  chatContactSchema,
  chatHistorySchema,
  chatReadResponseSchema,
  chatSendResponseSchema,
  chatSendSchema,
  chatTypingResponseSchema,
  chatTypingSchema,
} from './chat';
import {
  cancelPaymentResultSchema,
  cancelPaymentSchema,
  cashierConfigSchema,
  cashierFrameSchema,
  createDepositSchema,
  createWithdrawalSchema,
  paymentCurrenciesSchema,
  paymentHistoryQuerySchema,
  paymentHistorySchema,
  paymentIdParamsSchema,
  paymentResultSchema,
  threeDsConfirmSchema,
  threeDsParamsSchema,
  threeDsResultSchema,
  withdrawalLimitsSchema,
} from './cashier';
import {
  subscriptionChangeParamsSchema,
  subscriptionChangeResponseSchema,
  subscriptionsSchema,
  unsubscribeParamsSchema,
  unsubscribeResponseSchema,
} from './subscriptions';
import { messageParamsSchema, messagesQuerySchema, messagesResponseSchema, messageStatusSchema, messagesUnreadSchema } from './messages';
import { parsedCnpSchema, cnpParamsSchema } from './cnp';
import {
  acceptTermsQuerySchema,
  countryListSchema,
  phoneCodeListSchema,
  playerInfoSchema,
  playerLanguageRequestSchema,
  profileInfoSchema,
  profileUpdateRequestSchema,
} from './player';
import {
  operatorPrivacyDecisionSchema,
  privacyRequestBodySchema,
  privacyRequestListSchema,
  privacyRequestParamsSchema,
  privacyRequestSchema,
} from './privacy';
import { maintenanceNoticeSchema, realtimeStatusResponseSchema } from './realtime';
import {
  bonusCodeParamsSchema,
  operatorBonusCampaignListSchema,
  operatorBonusCodeListSchema,
  operatorBonusCodeSchema,
  operatorBonusCodeViewSchema,
  operatorBonusTemplateListSchema,
  operatorTournamentCancelSchema,
  operatorTournamentListSchema,
  operatorTournamentPreviewSchema,
  operatorTournamentSchema,
  adminBannerCreateSchema,
  adminBannerInputSchema,
  adminBannerListSchema,
  adminBannerParamsSchema,
  adminBannerSchema,
  adminContentCreateSchema,
  adminContentDeletedSchema,
  adminContentDetailSchema,
  adminContentEntrySchema,
  adminContentKeyParamsSchema,
  adminContentListQuerySchema,
  adminContentListSchema,
  adminContentParamsSchema,
  adminContentTextSchema,
  operatorMaintenanceSchema,
} from './marketing';
import {
  lostMoneySchema,
  metricDeleteSchema,
  metricParamsSchema,
  metricSaveSchema,
  metricsSchema,
  realityCheckAnswerSchema,
  sessionStatisticSchema,
} from './responsible-gaming';
import {
  gameLaunchParamsSchema,
  gameLaunchQuerySchema,
  gameLaunchSchema,
  gameSessionSchema,
  jackpotParamsSchema,
  jackpotViewSchema,
  openSessionBodySchema,
  playBodySchema,
  playResultSchema,
  roundHistoryQuerySchema,
  roundHistorySchema,
} from './rgs';
import {
  applicantSchema,
  applicantTokenSchema,
  checkApplicantQuerySchema,
  createApplicantResponseSchema,
  documentsRequestedSchema,
  operatorApplicantSchema,
  operatorReviewSchema,
} from './verification';
import { playerBalancesSchema } from './wallet';
import { consentRequestSchema, consentResponseSchema, visitRequestSchema, visitResponseSchema } from './consent';
import {
  tournamentDetailSchema,
  tournamentIdParamsSchema,
  tournamentJoinSchema,
  tournamentListQuerySchema,
  tournamentListSchema,
  tournamentInputSchema,
} from './tournaments';
import {
  bonusActionResultSchema,
  bonusCampaignCountSchema,
  bonusCampaignHistoryQuerySchema,
  bonusCampaignHistorySchema,
  bonusCampaignIdParamsSchema,
  bonusCampaignListQuerySchema,
  bonusCampaignListSchema,
  bonusCampaignPickupSchema,
  bonusCampaignStatusResultSchema,
  bonusCodeActivateResultSchema,
  bonusCodeActivateSchema,
  bonusIdParamsSchema,
  bonusListQuerySchema,
  bonusListSchema,
  bonusPickupResultSchema,
  bonusRewardSchema,
  cashbackSchema,
  cashbackTakeResultSchema,
  playerFreeSpinsSchema,
  promoItemSchema,
  promoListSchema,
  promoQuerySchema,
  promotionDaysSchema,
  bonusSlugParamsSchema,
  operatorBonusCampaignSchema,
  operatorBonusCampaignViewSchema,
  operatorBonusTemplateSchema,
  operatorBonusTemplateViewSchema,
} from './bonus';

/**
 * One /api call: its path parameters, query string, JSON body and the 200 answer, as zod schemas.
 * The server registers a route's schemas from its entry (`apiSchema(key)`), the web's `call(key, …)`
 * takes its input and answer types from it, and the OpenAPI document describes the same objects.
 */
export interface ApiEndpoint {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The /api calls the site makes, as `METHOD /path` (below /api, Fastify's `:name` parameters).
 * Every entry is registered by the server with exactly these schemas; a test compares them
 * (apps/server/test/api-table.integration.test.ts).
 */
export const API = {
  // --- site chrome and content -----------------------------------------------------------
  'GET /app/config': { query: appConfigQuerySchema, response: appConfigSchema },
  'GET /blocks/menu': { query: localeQuerySchema, response: menuSchema },
  'GET /blocks/navigation': { response: navigationSchema },
  'GET /blocks': { query: localeQuerySchema, response: blockListSchema },
  'GET /blocks/:id': { params: blockIdParamsSchema, query: localeQuerySchema, response: blockSchema },
  'GET /pages/uri/map': { response: uriMapSchema },
  'GET /pages/preview': { query: previewQuerySchema, response: blockSchema },
  'GET /banners': { query: localeQuerySchema, response: bannerListSchema },
  'GET /icons': { response: iconsSchema },
  'GET /seo': { query: localeQuerySchema, response: seoSchema },
  'GET /notify/partner': { query: partnerNotifyQuerySchema, response: partnerNotifySchema },
  'GET /site/version': { response: siteVersionSchema },
  // cookie consent and first-party visit tracking
  'POST /consent': { body: consentRequestSchema, response: consentResponseSchema },
  'POST /visits': { body: visitRequestSchema, response: visitResponseSchema },
  'GET /dev/mailbox': { query: devMailboxQuerySchema, response: devMailboxResponseSchema },

  // --- accounts ----------------------------------------------------------------------------
  'GET /captcha-need': { query: captchaNeedQuerySchema, response: captchaNeedResponseSchema },
  'GET /:field/signup/exist': { params: signupExistParamsSchema, query: signupExistQuerySchema, response: signupExistResponseSchema },
  'POST /signup': { body: signupRequestSchema, response: loginResponseSchema },
  'POST /login': { body: loginRequestSchema, response: loginResponseSchema },
  'GET /login/check': { response: loginCheckResponseSchema },
  'POST /login/redirect': { body: loginRedirectRequestSchema, response: okResponseSchema },
  'POST /logout': { response: okResponseSchema },
  'GET /player/session/info': { query: sessionInfoQuerySchema, response: sessionInfoResponseSchema },
  'GET /history/auth-log': { query: authLogQuerySchema, response: authLogResponseSchema },
  'POST /player/password/change': { body: passwordChangeRequestSchema, response: okResponseSchema },
  'POST /password/reset/send': { body: passwordResetSendRequestSchema, response: okResponseSchema },
  'POST /password/reset': { body: passwordResetRequestSchema, response: okResponseSchema },
  'POST /player/confirm/email/resend': { response: okResponseSchema },
  'POST /request/confirm/email': { body: emailConfirmRequestSchema, response: okResponseSchema },
  'POST /player/confirm/email/:payload': { params: payloadParamsSchema, response: emailConfirmedResponseSchema },
  'POST /player/confirm/phone/send': { body: phoneSendRequestSchema.nullish(), response: phoneTimeoutResponseSchema },
  'GET /player/confirm/phone/timeout': { response: phoneTimeoutResponseSchema },
  'POST /player/confirm/phone/:code': { params: phoneCodeParamsSchema, response: okResponseSchema },
  'GET /2fa/status': { response: twoFactorStatusResponseSchema },
  'POST /2fa/secret': { response: twoFactorSecretResponseSchema },
  'POST /2fa/validate/google/:code': { params: twoFactorValidateParamsSchema, response: twoFactorValidateResponseSchema },
  'POST /2fa/disable': { body: twoFactorDisableRequestSchema, response: okResponseSchema },

  // --- the player ----------------------------------------------------------------------------
  'GET /player/info': { response: playerInfoSchema },
  'GET /profile/info': { response: profileInfoSchema },
  'PUT /player/profile': { body: profileUpdateRequestSchema, response: profileInfoSchema },
  'GET /profile/parse-cnp/:cnp': { params: cnpParamsSchema, response: parsedCnpSchema },
  'GET /countries': { response: countryListSchema },
  'GET /nationalities': { response: countryListSchema },
  'GET /phone/codes': { response: phoneCodeListSchema },
  'PUT /player/language': { body: playerLanguageRequestSchema.nullish(), response: okResponseSchema },
  'POST /accept-terms': { query: acceptTermsQuerySchema, response: okResponseSchema },
  'GET /player/balances': { response: playerBalancesSchema },

  // --- the cashier -----------------------------------------------------------------------------
  'GET /cashier/config': { response: cashierConfigSchema },
  'GET /cashier/frame': { response: cashierFrameSchema },
  'GET /payment/currencies': { response: paymentCurrenciesSchema },
  'POST /cashier/deposit': { body: createDepositSchema, response: paymentResultSchema },
  'POST /cashier/withdrawal': { body: createWithdrawalSchema, response: paymentResultSchema },
  'GET /cashier/payment/:id': { params: paymentIdParamsSchema, response: paymentResultSchema },
  'POST /cashier/sandbox/3ds/:ref': { params: threeDsParamsSchema, body: threeDsConfirmSchema, response: threeDsResultSchema },
  'GET /history/payments': { query: paymentHistoryQuerySchema, response: paymentHistorySchema },
  'POST /history/payment/:id/cancel': { params: paymentIdParamsSchema, body: cancelPaymentSchema, response: cancelPaymentResultSchema },
  'GET /withdrawal-limits': { response: withdrawalLimitsSchema },
  'POST /player/lite-block': { response: cancelPaymentResultSchema },

  // --- the lobby -----------------------------------------------------------------------------
  'GET /search/games': { query: gameSearchQuerySchema, response: gameListSchema },
  'GET /games': { query: gamesQuerySchema, response: gameListSchema },
  'GET /games/count': { query: gamesCountQuerySchema, response: gamesCountSchema },
  'GET /games/block/:name': { params: gameListNameParamsSchema, query: gameBlockQuerySchema, response: gameListSchema },
  'GET /games/games/:name': { params: gameListNameParamsSchema, query: gameBlockQuerySchema, response: gameListSchema },
  'GET /providers': { response: providerListSchema },
  'GET /games-type-count': { response: gamesTypeCountSchema },
  'POST /favorites/:id': { params: gameIdParamSchema, response: favoriteToggleSchema },
  'GET /game/recent': { response: recentGamesSchema },
  'GET /game/tiles': { query: gameTilesQuerySchema, response: gameTilesSchema },
  'GET /winners': { query: winnersQuerySchema, response: winnersSchema },
  'GET /contribution': { query: contributionQuerySchema, response: contributionSchema },
  'GET /game/:mode/:url': { params: gameModeParamsSchema, response: gameDetailSchema },

  // --- games being played ---------------------------------------------------------------------
  'POST /game/:mode/:gameUrl': { params: gameLaunchParamsSchema, query: gameLaunchQuerySchema, response: gameLaunchSchema },
  'POST /rgs/session': { body: openSessionBodySchema, response: gameSessionSchema },
  'POST /rgs/play': { body: playBodySchema, response: playResultSchema },
  'GET /rgs/jackpot/:poolId': { params: jackpotParamsSchema, response: jackpotViewSchema },
  'GET /history/rounds': { query: roundHistoryQuerySchema, response: roundHistorySchema },
  'GET /rgs/fairness': { query: fairSessionQuerySchema, response: fairSeedViewSchema },
  'POST /rgs/fairness/client-seed': { body: setClientSeedBodySchema, response: rotatedSeedSchema },
  'POST /rgs/fairness/rotate': { body: rotateSeedBodySchema, response: rotatedSeedSchema },
  'GET /rgs/live/:tableId': { params: liveTableParamsSchema, query: liveTableQuerySchema, response: liveTableStateSchema },
  'POST /rgs/live/bet': { body: liveBetBodySchema, response: liveBetResultSchema },

  // --- inbox ----------------------------------------------------------------------------------
  'GET /messages': { query: messagesQuerySchema, response: messagesResponseSchema },
  'GET /messages/unread': { response: messagesUnreadSchema },
  'POST /messages/:id/read': { params: messageParamsSchema, response: messageStatusSchema },
  'POST /messages/:id/delete': { params: messageParamsSchema, response: messageStatusSchema },
  'POST /messages/read-all': { response: messageStatusSchema },
  'POST /notifications': { response: realtimeStatusResponseSchema },
  'POST /messages/history/clear/freespins': { response: realtimeStatusResponseSchema },

  // --- live chat --------------------------------------------------------------------------------
  'GET /chat': { response: chatHistorySchema },
  'POST /chat/messages': { body: chatSendSchema, response: chatSendResponseSchema },
  'POST /chat/read': { response: chatReadResponseSchema },
  'POST /chat/typing': { body: chatTypingSchema, response: chatTypingResponseSchema },
  /** a signed-out visitor's message to support (the offline contact form) */
  'POST /chat/contact': { body: chatContactSchema, response: chatContactResponseSchema },

  // --- email subscriptions --------------------------------------------------------------------
  'GET /subscriptions': { response: subscriptionsSchema },
  'POST /subscription/:type/:action': { params: subscriptionChangeParamsSchema, response: subscriptionChangeResponseSchema },
  'POST /subscription/:type/:hash/:playerId/unsubscribe': { params: unsubscribeParamsSchema, response: unsubscribeResponseSchema },

  // --- responsible gaming ------------------------------------------------------------------------
  'GET /profile/metrics': { response: metricsSchema },
  'POST /profile/metrics/:id/save': { params: metricParamsSchema, body: metricSaveSchema, response: metricsSchema },
  'POST /profile/metrics/:id/delete': { params: metricParamsSchema, body: metricDeleteSchema.nullish(), response: metricsSchema },
  'GET /player/lost/money': { response: lostMoneySchema },
  'GET /player/session/statistic': { response: sessionStatisticSchema },
  'POST /player/reality-check': { body: realityCheckAnswerSchema, response: okResponseSchema },

  // --- privacy and identity verification -----------------------------------------------------------
  'GET /profile/gdpr/requests': { response: privacyRequestListSchema },
  'POST /profile/gdpr/:type': { params: privacyRequestParamsSchema, body: privacyRequestBodySchema, response: privacyRequestSchema },
  'POST /verification/create/applicant': { response: createApplicantResponseSchema },
  'GET /verification/check/applicant': { query: checkApplicantQuerySchema, response: applicantSchema },
  'GET /verification/applicant/getToken': { response: applicantTokenSchema },
  'GET /verification/documents/requested': { response: documentsRequestedSchema },

  // --- tournaments ---------------------------------------------------------------------------------
  'GET /tournament-list': { query: tournamentListQuerySchema, response: tournamentListSchema },
  'GET /tournament/:id': { params: tournamentIdParamsSchema, response: tournamentDetailSchema },
  'POST /tournament/:id/join': { params: tournamentIdParamsSchema, response: tournamentJoinSchema },

  // --- bonuses, campaigns, promotions, cashback, bonus codes ---------------------------------------
  'GET /bonus': { query: bonusListQuerySchema, response: bonusListSchema },
  'POST /bonus/:id/activate': { params: bonusIdParamsSchema, response: bonusActionResultSchema },
  'POST /bonus/:id/cancel': { params: bonusIdParamsSchema, response: bonusActionResultSchema },
  'GET /bonus-campaign/active-list': { query: bonusCampaignListQuerySchema, response: bonusCampaignListSchema },
  'GET /bonus-campaign/count': { response: bonusCampaignCountSchema },
  'GET /bonus-campaign/history-list': { query: bonusCampaignHistoryQuerySchema, response: bonusCampaignHistorySchema },
  'GET /bonus-campaign/reward/:id': { params: bonusCampaignIdParamsSchema, response: bonusRewardSchema },
  'POST /bonus-campaign/activate/:id': { params: bonusCampaignIdParamsSchema, response: bonusCampaignStatusResultSchema },
  'POST /bonus-campaign/deactivate/:id': { params: bonusCampaignIdParamsSchema, response: bonusCampaignStatusResultSchema },
  'POST /bonus-campaign/cancel/:id': { params: bonusCampaignIdParamsSchema, response: bonusCampaignStatusResultSchema },
  'POST /bonus-campaign/pickup': { body: bonusCampaignPickupSchema, response: bonusPickupResultSchema },
  'GET /bonus-campaign/promotion-days/:id': {
    params: bonusCampaignIdParamsSchema,
    query: bonusCampaignListQuerySchema,
    response: promotionDaysSchema,
  },
  'POST /bonus-campaign/promotion-days/:id/join': {
    params: bonusCampaignIdParamsSchema,
    query: bonusCampaignListQuerySchema,
    response: promotionDaysSchema,
  },
  'POST /bonus-campaign/promotion-days/:id/cancel': {
    params: bonusCampaignIdParamsSchema,
    query: bonusCampaignListQuerySchema,
    response: promotionDaysSchema,
  },
  'GET /player/free-spins': { response: playerFreeSpinsSchema },
  'GET /player/cashback': { response: cashbackSchema },
  'POST /player/cashback/take': { response: cashbackTakeResultSchema },
  'GET /promo': { query: promoQuerySchema, response: promoListSchema },
  'GET /promo/:id': { params: bonusCampaignIdParamsSchema, query: promoQuerySchema, response: promoItemSchema },
  'POST /bonus-code/activate': { body: bonusCodeActivateSchema, response: bonusCodeActivateResultSchema },

  // --- back office (operators; every call checked against a permission on the server) ---------
  'POST /admin/auth/login': { body: adminLoginRequestSchema, response: adminLoginResponseSchema },
  'POST /admin/auth/totp': { body: adminTotpRequestSchema, response: adminMeSchema },
  'POST /admin/auth/logout': { response: adminOkSchema },
  'GET /admin/auth/me': { response: adminMeSchema },
  'GET /admin/operators': { response: adminOperatorListSchema },
  'POST /admin/operators': { body: adminOperatorCreateSchema, response: adminOperatorSchema },
  'PUT /admin/operators/:id': { params: adminIdParamsSchema, body: adminOperatorUpdateSchema, response: adminOperatorSchema },
  'POST /admin/operators/:id/reset-2fa': { params: adminIdParamsSchema, response: adminOperatorSchema },
  'GET /admin/api-keys': { response: adminApiKeyListSchema },
  'POST /admin/api-keys': { body: adminApiKeyCreateSchema, response: adminApiKeyCreatedSchema },
  'POST /admin/api-keys/:id/revoke': { params: adminIdParamsSchema, response: adminApiKeySchema },
  'GET /admin/audit': { query: adminAuditQuerySchema, response: adminAuditPageSchema },
  'GET /admin/players': { query: adminPlayerSearchQuerySchema, response: adminPlayerSearchSchema },
  'GET /admin/players/:id': { params: adminIdParamsSchema, response: adminPlayerCardSchema },
  'POST /admin/players/:id/block': { params: adminIdParamsSchema, body: adminBlockRequestSchema, response: adminBlockResponseSchema },
  'POST /admin/players/:id/unblock': { params: adminIdParamsSchema, body: adminReasonSchema, response: adminApprovalSchema },
  'POST /admin/players/:id/end-sessions': { params: adminIdParamsSchema, body: adminReasonSchema, response: adminOkSchema },
  'POST /admin/players/:id/reset-2fa': { params: adminIdParamsSchema, body: adminReasonSchema, response: adminOkSchema },
  'POST /admin/players/:id/messages': { params: adminIdParamsSchema, body: adminPlayerMessageSchema, response: adminOkSchema },
  'POST /admin/players/:id/notes': { params: adminIdParamsSchema, body: adminPlayerNoteRequestSchema, response: adminPlayerNoteSchema },
  'POST /admin/players/:id/adjustments': { params: adminIdParamsSchema, body: adminAdjustmentRequestSchema, response: adminApprovalSchema },
  'GET /admin/approvals': { query: adminApprovalQuerySchema, response: adminApprovalListSchema },
  'POST /admin/adjustments/:id/approve': { params: adminIdParamsSchema, response: adminApprovalSchema },
  'POST /admin/adjustments/:id/reject': { params: adminIdParamsSchema, response: adminApprovalSchema },
  'POST /admin/unblocks/:id/approve': { params: adminIdParamsSchema, response: adminApprovalSchema },
  'POST /admin/unblocks/:id/reject': { params: adminIdParamsSchema, response: adminApprovalSchema },
  'GET /admin/withdrawals': { query: adminWithdrawalQuerySchema, response: adminWithdrawalPageSchema },
  'POST /admin/withdrawals/:id/approve': { params: adminIdParamsSchema, response: adminWithdrawalSchema },
  'POST /admin/withdrawals/:id/reject': { params: adminIdParamsSchema, body: adminWithdrawalRejectSchema, response: adminWithdrawalSchema },
  'POST /admin/withdrawals/:id/settle': { params: adminIdParamsSchema, response: adminWithdrawalSchema },
  'GET /admin/chat/contacts': { query: chatContactListQuerySchema, response: chatContactRequestsSchema },
  'POST /admin/chat/contacts/:id/answered': { params: chatContactParamsSchema, response: chatContactAnsweredSchema },
  'GET /admin/dashboard': { query: adminRangeQuerySchema, response: adminDashboardSchema },
  'GET /admin/reports/ggr': { query: adminReportQuerySchema, response: adminReportPageSchema },
  'GET /admin/compliance/kyc': { query: adminKycQuerySchema, response: adminKycPageSchema },
  'POST /admin/compliance/kyc/:applicantId/review': {
    params: adminApplicantParamsSchema,
    body: operatorReviewSchema,
    response: operatorApplicantSchema,
  },
  'GET /admin/compliance/gdpr': { query: adminGdprQuerySchema, response: adminGdprPageSchema },
  'POST /admin/compliance/gdpr/:id/complete': {
    params: adminIdParamsSchema,
    body: operatorPrivacyDecisionSchema,
    response: privacyRequestSchema,
  },
  'POST /admin/compliance/gdpr/:id/reject': {
    params: adminIdParamsSchema,
    body: operatorPrivacyDecisionSchema,
    response: privacyRequestSchema,
  },
  'GET /admin/compliance/self-excluded': { query: adminPageQuerySchema, response: adminSelfExcludedPageSchema },
  'GET /admin/games': { query: adminGameQuerySchema, response: adminGamePageSchema },
  'PUT /admin/games/:id': { params: adminGameParamsSchema, body: adminGameUpdateSchema, response: adminGameSchema },
  // content pages, blocks and banners per locale (the content module's admin routes)
  'GET /admin/content/blocks': { query: adminContentListQuerySchema, response: adminContentListSchema },
  'POST /admin/content/blocks': { body: adminContentCreateSchema, response: adminContentEntrySchema },
  'GET /admin/content/blocks/:kind/:key': { params: adminContentKeyParamsSchema, response: adminContentDetailSchema },
  'PUT /admin/content/blocks/:kind/:key/:locale': {
    params: adminContentParamsSchema,
    body: adminContentTextSchema,
    response: adminContentEntrySchema,
  },
  'POST /admin/content/blocks/:kind/:key/:locale/publish': { params: adminContentParamsSchema, response: adminContentEntrySchema },
  'POST /admin/content/blocks/:kind/:key/:locale/unpublish': { params: adminContentParamsSchema, response: adminContentEntrySchema },
  'DELETE /admin/content/blocks/:kind/:key/:locale': { params: adminContentParamsSchema, response: adminContentDeletedSchema },
  'GET /admin/content/banners': { response: adminBannerListSchema },
  'POST /admin/content/banners': { body: adminBannerCreateSchema, response: adminBannerSchema },
  'PUT /admin/content/banners/:key/:locale': { params: adminBannerParamsSchema, body: adminBannerInputSchema, response: adminBannerSchema },
  'POST /admin/content/banners/:key/:locale/publish': { params: adminBannerParamsSchema, response: adminBannerSchema },
  'POST /admin/content/banners/:key/:locale/unpublish': { params: adminBannerParamsSchema, response: adminBannerSchema },
  // the marketing screens call the older operator endpoints (a back-office session with the permission passes)
  'GET /operator/bonus-templates': { response: operatorBonusTemplateListSchema },
  'PUT /operator/bonus-templates/:id': {
    params: bonusSlugParamsSchema,
    body: operatorBonusTemplateSchema,
    response: operatorBonusTemplateViewSchema,
  },
  'GET /operator/bonus-campaigns': { response: operatorBonusCampaignListSchema },
  'PUT /operator/bonus-campaigns/:id': {
    params: bonusSlugParamsSchema,
    body: operatorBonusCampaignSchema,
    response: operatorBonusCampaignViewSchema,
  },
  'GET /operator/bonus-codes': { response: operatorBonusCodeListSchema },
  'PUT /operator/bonus-codes/:code': {
    params: bonusCodeParamsSchema,
    body: operatorBonusCodeSchema,
    response: operatorBonusCodeViewSchema,
  },
  'GET /operator/tournaments': { response: operatorTournamentListSchema },
  'POST /operator/tournaments': { body: tournamentInputSchema, response: operatorTournamentSchema },
  'PUT /operator/tournaments/:id': { params: tournamentIdParamsSchema, body: tournamentInputSchema, response: operatorTournamentSchema },
  'POST /operator/tournaments/:id/cancel': { params: tournamentIdParamsSchema, response: operatorTournamentCancelSchema },
  'POST /operator/tournaments/preview': { body: tournamentInputSchema, response: operatorTournamentPreviewSchema },
  'GET /operator/maintenance': { response: operatorMaintenanceSchema },
  'POST /operator/maintenance': { body: maintenanceNoticeSchema, response: realtimeStatusResponseSchema },
} as const satisfies Record<`${ApiMethod} /${string}`, ApiEndpoint>;

export type Api = typeof API;
export type ApiKey = keyof Api;
type Entry<K extends ApiKey> = Api[K];
type Field<K extends ApiKey, F extends keyof ApiEndpoint> = Entry<K> extends Record<F, infer S extends z.ZodType> ? S : undefined;

/** What a call answers (200), as the server sends it. */
export type ApiResponse<K extends ApiKey> = z.output<Entry<K>['response']>;
/** A call's path parameters, query and body, as the client gives them. */
export type ApiParams<K extends ApiKey> = Field<K, 'params'> extends z.ZodType ? z.input<Field<K, 'params'>> : undefined;
export type ApiQuery<K extends ApiKey> = Field<K, 'query'> extends z.ZodType ? z.input<Field<K, 'query'>> : undefined;
export type ApiBody<K extends ApiKey> = Field<K, 'body'> extends z.ZodType ? z.input<Field<K, 'body'>> : undefined;

/** The input of a call: only the parts its entry has; params and a required body must be given. */
export type ApiInput<K extends ApiKey> = (Field<K, 'params'> extends z.ZodType ? { params: ApiParams<K> } : { params?: never }) &
  (Field<K, 'query'> extends z.ZodType ? { query?: ApiQuery<K> } : { query?: never }) &
  (Field<K, 'body'> extends z.ZodType ? (undefined extends ApiBody<K> ? { body?: ApiBody<K> } : { body: ApiBody<K> }) : { body?: never });

export { apiPath, splitApiKey } from './api-key';
