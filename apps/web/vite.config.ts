import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig } from 'vite';
import { catalogueChunkName, catalogueTable } from './build-plugins/catalogue-table.ts';
import { SHELL_NAMESPACES } from './app/lib/i18n-namespaces.ts';
import { firstLoadChunks } from './build-plugins/first-load-chunk.ts';

// one chunk of what every page needs before it is interactive, without zod (build-plugins/first-load-chunk.ts)
const firstLoad = firstLoadChunks(
  [{ name: 'shell', roots: /[\\/]app[\\/](entry\.client|root)\.tsx(\?.*)?$/ }],
  /[\\/]node_modules[\\/]zod[\\/]/,
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), catalogueTable(path.resolve(import.meta.dirname, 'app/locales'), SHELL_NAMESPACES), firstLoad],
  build: {
    assetsInlineLimit: 0,
    sourcemap: !!process.env.WEB_SOURCEMAP,
    rollupOptions: {
      output: {
        // per language: the shell's catalogues in one chunk, each other namespace in its own, so a
        // visitor downloads only their language and what their page shows (lib/i18n-namespaces.ts);
        // each is a chunk module of the catalogue table (build-plugins/catalogue-table.ts)
        chunkFileNames: (chunk) => `assets/${catalogueChunkName(chunk.facadeModuleId) ?? chunk.name}-[hash].js`,
      },
    },
  },
  ssr: { noExternal: ['@fortuna/contracts'] },
});
