/** Business constants and limits: one place, imported by server and web. */
export const SESSION_PING_DELAY_MS = 300_000;
export const PARTNER_NOTIFY_DELAY_MS = 500;
export const REFERRAL_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60; // one month
export const SELF_EXCLUSION_REFRESH_AFTER_END_MS = 5 * 60_000;
export const SELF_EXCLUSION_REFRESH_WINDOW_MS = 40 * 60_000;
/** Games per row by viewport width: the first entry whose width the viewport reaches. */
export const GAMES_PER_ROW = [
  { minWidth: 1920, perRow: 5 },
  { minWidth: 1024, perRow: 4 },
  { minWidth: 991, perRow: 3 },
  { minWidth: 575, perRow: 2 },
] as const;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const ERROR_REPLAY_SAMPLE_RATE = 0.1;
export const ERROR_REPLAY_ON_ERROR_RATE = 1;
export const FAVOURITES_MAX = 300;
export const PAYMENT_HISTORY_PAGE_SIZE = 20;
export const BONUS_PAGE_SIZE = 20;
export const BONUS_CAMPAIGN_HISTORY_PAGE_SIZE = 6;
export const AUTH_HISTORY_PAGE_SIZE = 20;
export const GAME_LIST_FIRST_PAGE = 12;
export const GAME_LIST_NEXT_PAGE = 8;
export const TOURNAMENT_LIST_LIMIT = 100;
export const TOURNAMENT_PAST_PAGE_SIZE = 3;
export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export const DEPOSIT_LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60_000;
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60] as const;
export const SELF_EXCLUSION_CHOICES = ['24_hours', '7_days', '1_month', '2_months', '3_months', 'indefinite'] as const;
export const REOPEN_DELAY_TIMEOUT_MS = 24 * 60 * 60_000;
export const REOPEN_DELAY_INDEFINITE_MS = 7 * 24 * 60 * 60_000;
export const BONUS_CODE_MAX_ATTEMPTS = 5;
export const BONUS_CODE_WINDOW_MS = 5 * 60_000;
export const BONUS_CODE_BLOCK_MS = 5 * 60 * 60_000;
export const GDPR_PROCESSING_DAYS = 30;
export const LOSS_HISTORY_PERIODS = ['7_days', '30_days', '12_months'] as const;
export const LOADING_ANIMATION_THROTTLE_MS = 300;
export const FETCH_MIN_DELAY_MS = 200;
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
export const TOURNAMENT_EXPERIMENTS_TIMEOUT_MS = 4000;
export const TOOLTIP_SHOW_DELAY_MS = 150;
export const REALTIME_TOURNAMENT_SUBSCRIBE_RETRY_MS = 100;
export const CHAT_WATCHER_RETRY_MS = 1000;
export const CAPTCHA_DEFAULTS = { version: 3, invisible: true, badgeHidden: true } as const;
export const REALITY_CHECK_TIMEOUT_STORAGE_KEY = 'realityCheckTimeoutDuration';
export const DESKTOP_BREAKPOINT_PX = 1200;
export const MOBILE_SIDEBAR_CLOSE_ABOVE_PX = 1201;

/** Block status values. */
export const BLOCK_STATUS = { none: 0, lite: 1, full: 2, withdraw: 4, cashier: 5 } as const;
export type BlockStatus = (typeof BLOCK_STATUS)[keyof typeof BLOCK_STATUS];

/** Date formats fixed by the spec. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** `chatConfig.url` when the built-in chat is on (CHAT_BUILTIN=true): the site shows its own widget, not an external one */
export const BUILTIN_CHAT_URL = '/api/chat';
/**
 * Set and cleared with the session cookie, but readable by the page's script: it only tells the
 * browser whether asking GET /api/player/info is worth it (a visitor's page then makes no call that
 * ends in a 401). It grants nothing: the server reads the session cookie alone.
 */
export const SIGNED_IN_HINT_COOKIE = 'fortuna_signed_in';
