import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { compileHints } from './scripts/vite/compileHints.ts';
import { libraryStandIns } from './scripts/vite/libraryStandIns.ts';

/**
 * The browser bundle. `npm run build` writes dist/ (index.html plus hashed chunks), which the server
 * serves, replacing `<meta name="csrf-token" content="">` in index.html with the session's token.
 * Splitting is left to the bundler: every page is a dynamic import (src/app/pages.ts,
 * src/console/lazyPages.ts), so public pages never load react-admin or MUI.
 * Each chunk also gets a brotli and a gzip copy beside it, which the server sends as they are (no
 * compression per request). No source maps are written: the public gets the minified code only.
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), libraryStandIns(), compileHints(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  // Apollo Client runs in development mode unless globalThis.__DEV__ is false: it then deep-freezes every result
  // and carries its warnings and their messages. The build turns that off (Apollo's own advice), so the minifier
  // drops that code; `npm run dev` keeps the warnings.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json maps each page module to the chunks it loads (used to measure bundle sizes).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Automatic splitting leaves many tiny shared chunks (a console page loaded 47 to 100 files); each is a
          // request, and over HTTP/1.1's six connections they queue. Shared chunks under 40 KB (source size) are
          // copied into the chunks that read them instead; a registry in the runtime keeps one execution and one
          // state per module across the copies. Now 12 to 23 files, for 1 to 3% more bytes (README, Bundles).
          // Chunks holding styles stay files, as Vite's own use of this option requires.
          // Except JSON Logic: the sidebar, the list's actions and the data provider each read it, so inlining put
          // three copies of it on every list page; as a file of its own it costs 1.8 KB once (2.5 KB less per page).
          groups: [{ name: 'jsonLogic', test: /json-logic-js|src[\\/]shared[\\/]jsonLogic/ }],
          experimentalInlineCommonChunks: { maxSize: 40_000, exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/ },
        },
      },
    },
  },
}));
