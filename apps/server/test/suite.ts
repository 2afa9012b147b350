import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';
import { headerSessions } from './test-sessions';

/**
 * The set-up a suite shares, registered in the describe block that calls it: the app is built
 * before the block's first test and closed after its last. The returned object is empty until then
 * and is filled in place, so tests, helpers and later `beforeAll`s use it like the built app.
 * `build` makes a variant (the auth app, the back-office app, or anything else that closes, such as
 * the bonus harness); it defaults to `buildTestApp()`.
 * (Kept out of helpers.ts, which the crash server and the benchmarks load outside vitest.)
 */
export function testSuite<T extends { close(): Promise<void> } = TestApp>(
  build: () => Promise<T> = () => buildTestApp() as unknown as Promise<T>,
  timeout = 120_000,
): T {
  const t = {} as T;
  beforeAll(async () => {
    Object.assign(t, await build());
  }, timeout);
  afterAll(() => t.close?.());
  return t;
}

/** `testSuite` over an app whose players are named by a header (`asPlayer(id)`, test-sessions.ts); `options` as `buildTestApp`'s */
export const playerSuite = ({
  timeout = 180_000,
  ...options
}: Omit<Parameters<typeof buildTestApp>[0] & object, 'sessionResolver'> & { timeout?: number } = {}) =>
  testSuite(() => buildTestApp({ ...options, sessionResolver: headerSessions }), timeout);

/**
 * Something a suite needs from its app, made once in the `beforeAll` after the app's (a signed-in
 * operator, a seeded row), and filled in place like the app itself.
 */
export function suiteValue<V extends object>(make: () => Promise<V>, timeout = 120_000): V {
  const value = {} as V;
  beforeAll(async () => {
    Object.assign(value, await make());
  }, timeout);
  return value;
}
