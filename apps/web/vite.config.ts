import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { SHELL_NAMESPACES } from './app/lib/i18n-namespaces.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    sourcemap: !!process.env.WEB_SOURCEMAP,
    rollupOptions: {
      output: {
        // per language: the shell's catalogues in one chunk, each other namespace in its own, so a
        // visitor downloads only their language and what their page shows (lib/i18n-namespaces.ts)
        manualChunks(id) {
          const [, locale, ns] = /\/app\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(id) ?? [];
          if (!locale || !ns) return undefined;
          return (SHELL_NAMESPACES as readonly string[]).includes(ns) ? `i18n-${locale}-shell` : `i18n-${locale}-${ns}`;
        },
      },
    },
  },
  ssr: { noExternal: ['@fortuna/contracts'] },
});
