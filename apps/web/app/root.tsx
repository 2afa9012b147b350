import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import {
  alternates,
  BUILTIN_CHAT_URL,
  consentFromCookieHeader,
  isSignedInPath,
  localeOfPath,
  findRoute,
  matchPath,
  type BlockSlugMap,
} from '@fortuna/contracts';
import type { Route } from './+types/root';
import { RealtimeProvider } from './features/realtime';
import { setApiLocale } from './lib/api';
import { usePlayerInfo } from './lib/player';
import { getI18n, loadLocale } from './lib/i18n';
import { namespacesOfRouteFiles } from './lib/i18n-namespaces';
import { serverCall } from './lib/server-context';
import { ErrorPage } from './features/shell';
import { isChunkLoadError, reloadAfterChunkError } from './features/shell';
import type { RootData } from './features/shell';
import { SandboxBar } from './features/shell';
import { SiteLayout } from './features/shell';
import { AuthModals } from './features/auth';
import { rememberPathIfSignedOut } from './features/auth';
import { RgModals } from './features/responsible-gaming';
import { ConsentMount } from './features/consent';
import { reportError, useErrorReporting } from './features/error-reporting';
import './app.css';

export async function loader({ url, context, request }: Route.LoaderArgs) {
  const pathname = url.pathname;
  const locale = localeOfPath(pathname);
  const [config, seo, menu, icons, uriMap, headers] = await Promise.all([
    serverCall(context, 'GET /app/config'),
    serverCall(context, 'GET /seo', { query: { locale } }),
    serverCall(context, 'GET /blocks/menu', { query: { locale } }),
    serverCall(context, 'GET /icons'),
    serverCall(context, 'GET /pages/uri/map'),
    // a signed-in page rendered for a visitor: remember it for after login (SignInGuard shows the popup)
    isSignedInPath(pathname) ? rememberPathIfSignedOut(url, context) : new Headers(),
  ]);
  // a visitor the access gate turns away (IP block list, or a blocked country without browsing): the 403 page
  if (config.status === 403) throw data(config.json, { status: 403 });
  const ok = <T,>(r: { status: number; json: T }) => (r.status === 200 ? r.json : null);
  const root: RootData = {
    locale,
    config: ok(config),
    seo: ok(seo),
    menu: ok(menu)?.items ?? [],
    icons: ok(icons),
    blockSlugs: ok(uriMap)?.block ?? {},
    consent: consentFromCookieHeader(request.headers.get('cookie')),
    requestId: (context as { requestId?: string }).requestId ?? '',
  };
  return data(root, { headers });
}

/** A change of language downloads that language's catalogues (the shell's, the page's) before the page renders in it. */
export async function clientLoader({ url, serverLoader }: Route.ClientLoaderArgs) {
  const [root] = await Promise.all([serverLoader(), loadLocale(localeOfPath(url.pathname), pageNamespacesOf(url.pathname))]);
  return root;
}

/** The catalogue namespaces of the page at a path beyond the shell's (lib/i18n-namespaces.ts). */
function pageNamespacesOf(pathname: string): string[] {
  const files: string[] = [];
  for (let route = matchPath(pathname)?.route; route; route = route.parentId ? findRoute(route.parentId) : undefined)
    files.push(route.file);
  return namespacesOfRouteFiles(files, isSignedInPath(pathname));
}

/** Shared data changes only with the language. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

/**
 * Title and description per page and locale from GET /api/seo (root meta sees only the root match,
 * so the page is found from the path). A page that exports its own meta overrides this.
 */
export const meta: Route.MetaFunction = ({ data, location, error }) => {
  const locale = localeOfPath(location.pathname);
  const name = error ? 'not-found' : (matchPath(location.pathname)?.route.name ?? 'not-found');
  const t = getI18n(locale).t;
  const own = data?.seo?.items.find((i) => i.route === name);
  const fallback = data?.seo?.items.find((i) => i.route === 'home');
  const title = own?.title ?? `${t(`pages.${name}`)} | Fortuna Casino`;
  return [{ title }, { name: 'description', content: own?.description ?? fallback?.description ?? t('tagline') }];
};

/** The route file of a match: the localized pages by their table, the game frame by its id. */
function routeFileOf(id: string): string {
  return id === 'rgs-play' ? 'routes/rgs.play.tsx' : (findRoute(id)?.file ?? '');
}

function SeoLinks({ origin, blocks }: { origin: string; blocks?: BlockSlugMap }) {
  const { pathname } = useLocation();
  return (
    <>
      <link rel="canonical" href={origin + pathname} />
      {alternates(pathname, blocks).map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={origin + a.path} />
      ))}
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  setApiLocale(locale);
  const data = useRootDataSafe();
  // the page's catalogue namespaces beyond the shell's, which the browser loads before hydrating
  const i18nNamespaces = namespacesOfRouteFiles(
    useMatches().map((m) => routeFileOf(m.id)),
    isSignedInPath(pathname),
  );
  return (
    <html lang={locale} data-i18n={i18nNamespaces.join(' ') || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1020" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <SeoLinks origin={data?.seo?.publicUrl ?? ''} blocks={data?.blockSlugs} />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={getI18n(locale)}>{children}</I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const SignedInMounts = lazy(() => import('./signed-in-mounts'));

function SignedInOnly() {
  const { isLoggedIn } = usePlayerInfo();
  return isLoggedIn ? (
    <Suspense fallback={null}>
      <SignedInMounts />
    </Suspense>
  ) : null;
}

function useRootDataSafe() {
  return useRouteLoaderData('root') as RootData | undefined;
}

export default function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  const root = useRootDataSafe();
  useErrorReporting(root?.config?.errorReportingConfig, root?.requestId);
  const { pathname } = useLocation();
  // the back office (/admin) has its own frame: none of the players' chrome, modals or consent
  if (pathname === '/admin' || pathname.startsWith('/admin/'))
    return (
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    );
  // the game frame (/rgs/play, inside /real/{id} and /demo/{id}): the game and its real-time feed only.
  // The page around it owns the sandbox bar, modals, toasts, consent and the reactions to pushes, so
  // they appear once and a forced sign-out does not open the site inside the frame.
  if (pathname === '/rgs/play')
    return (
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider reactions={false}>
          <Outlet />
        </RealtimeProvider>
      </QueryClientProvider>
    );
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <SandboxBar />
        <SiteLayout>
          <Outlet />
        </SiteLayout>
        <AuthModals />
        <RgModals />
        <SignedInOnly />
        <ConsentMount
          initial={root?.consent ?? null}
          locale={root?.locale ?? 'en'}
          trackingScript={root?.config?.trackingConfig?.scriptUrl}
        />
      </RealtimeProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const data = useRootDataSafe();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useErrorReporting(data?.config?.errorReportingConfig, data?.requestId);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
    // a page that broke (not a missing page or a refusal) is an error worth a report
    else if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);
  return (
    <>
      <SandboxBar />
      <ErrorPage
        status={status}
        pathname={pathname}
        chatUrl={data?.config?.chatConfig?.url === BUILTIN_CHAT_URL ? undefined : data?.config?.chatConfig?.url}
      />
    </>
  );
}
