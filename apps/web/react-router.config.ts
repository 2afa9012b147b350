import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router 8's behaviour, adopted now. Loaders read the page url from their `url` argument
  // (data requests keep `.data` in `request.url`), and the load context is a RouterContextProvider
  // (apps/server/src/platform/http/ssr.ts).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
