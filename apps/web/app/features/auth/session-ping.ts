/**
 * The session check: `GET /player/session/info` 5 minutes after the last API request
 * (`inGame=1` on game pages), for a signed-in player. Every request pushes the check back; the
 * check itself is a request, so an idle tab checks every 5 minutes. Timers are injectable so a
 * unit test drives it with fake timers.
 */
export interface SessionPingOptions {
  delayMs: number;
  signedIn: () => boolean;
  inGame: () => boolean;
  ping: (inGame: boolean) => Promise<unknown>;
  /** the check answered 401: the session is over */
  onExpired: () => void;
  isExpiry: (err: unknown) => boolean;
}

export function createSessionPing(options: SessionPingOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const fire = async () => {
    if (!options.signedIn()) return;
    try {
      await options.ping(options.inGame());
    } catch (err) {
      if (options.isExpiry(err)) options.onExpired();
    }
  };
  return {
    /** an API request finished (or the page opened): the check is due `delayMs` from now */
    touch() {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(() => void fire(), options.delayMs);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * The game itself runs in an iframe (/rgs/play, same origin) whose requests are the player's
 * activity too: the iframe tells the page around it, which owns the session check.
 */
export const GAME_ACTIVITY_MESSAGE = 'fortuna:api-activity';

export const isEmbedded = () => typeof window !== 'undefined' && window.parent !== window;

export function reportActivityToParent() {
  if (isEmbedded()) window.parent.postMessage({ type: GAME_ACTIVITY_MESSAGE }, window.location.origin);
}

export function isActivityMessage(event: MessageEvent, origin: string): boolean {
  return event.origin === origin && (event.data as { type?: unknown } | null)?.type === GAME_ACTIVITY_MESSAGE;
}
