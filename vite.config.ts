import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The browser bundle. `npm run build` writes dist/ (index.html plus hashed chunks), which the server
 * serves, replacing `<meta name="csrf-token" content="">` in index.html with the session's token.
 * Splitting is left to the bundler: every page is a dynamic import (src/app/pages.ts,
 * src/console/lazyPages.ts), so public pages never load react-admin or MUI.
 * Each chunk also gets a brotli and a gzip copy beside it, which the server sends as they are (no
 * compression per request). No source maps are written: the public gets the minified code only.
 */
export default defineConfig({
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json maps each page module to the chunks it loads (used to measure bundle sizes).
    manifest: true,
  },
});
