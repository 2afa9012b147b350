import type { SessionResolver } from '../src/platform/http/auth-context';

/**
 * Test-only stand-in for the auth module's resolver: the `x-test-player` header names the signed-in
 * player. Never registered by the app itself; tests pass it to buildTestApp.
 */
export const TEST_PLAYER_HEADER = 'x-test-player';

export const headerSessions: SessionResolver = async (request) => {
  const id = request.headers[TEST_PLAYER_HEADER];
  return typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id) ? { playerId: id, sessionId: `test-${id}` } : null;
};

export const asPlayer = (playerId: string) => ({ [TEST_PLAYER_HEADER]: playerId });
