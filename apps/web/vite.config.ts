import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    sourcemap: !!process.env.WEB_SOURCEMAP,
    rollupOptions: {
      output: {
        // one chunk per language with all its catalogues: a visitor downloads only their own (lib/i18n.ts)
        manualChunks(id) {
          const locale = /\/app\/locales\/([a-z]{2})\/[\w-]+\.json$/.exec(id)?.[1];
          return locale ? `i18n-${locale}` : undefined;
        },
      },
    },
  },
  ssr: { noExternal: ['@fortuna/contracts'] },
});
