import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The browser bundle. `npm run build` writes dist/ (index.html plus hashed chunks), which the server
 * serves, replacing `<meta name="csrf-token" content="">` in index.html with the session's token.
 * Splitting is left to the bundler: every page is a dynamic import (src/app/pages.ts,
 * src/console/lazyPages.ts), so public pages never load react-admin or MUI.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json maps each page module to the chunks it loads (used to measure bundle sizes).
    manifest: true,
  },
});
