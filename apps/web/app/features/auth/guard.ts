import { REDIRECT_AFTER_LOGIN_COOKIE } from '@fortuna/contracts';

interface LoaderContext {
  api?: (path: string) => Promise<{ status: number; json: unknown }>;
}

/**
 * Route loader of a signed-in page: when the visitor has no session, remember the wanted path in
 * the redirect-after-login cookie. Returns the headers to send.
 */
export async function rememberPathIfSignedOut(url: URL, context: unknown): Promise<Headers> {
  const headers = new Headers();
  const api = (context as LoaderContext | undefined)?.api;
  if (!api) return headers;
  const check = await api('/login/check').catch(() => null);
  const auth = (check?.json as { auth?: boolean } | null)?.auth;
  if (auth === false) {
    const path = url.pathname.replace(/\.data$/, '');
    const secure = url.protocol === 'https:' ? '; Secure' : '';
    headers.append(
      'Set-Cookie',
      `${REDIRECT_AFTER_LOGIN_COOKIE}=${encodeURIComponent(path)}; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return headers;
}

/** Player pages are private: never indexed. */
export function noindexMeta() {
  return [{ title: 'Fortuna' }, { name: 'robots', content: 'noindex' }];
}
