/**
 * Part of npm run build (after vite build): the emotion styles of the console's first pages (a list, a record,
 * the home page) as a stylesheet in dist/assets/ (with brotli and gzip copies, as Vite's own assets have) and its
 * address and emotion ids in dist/.prerendered/styles.json (shared/prerenderedStyles.ts). The pages are rendered
 * by src/console/styles/renderFirstPageStyles.tsx in jsdom, loaded through Vite (the console's modules use
 * import.meta.glob), in production mode: emotion's class names are then exactly the browser's.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// Before React, MUI and emotion load: their production builds name classes without labels, as the bundle does.
process.env.NODE_ENV = 'production';

const { JSDOM } = await import('jsdom');
const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
  url: 'http://localhost/readmin/games',
  pretendToBeVisual: true,
});
// The browser's globals for the console's modules (as Vitest's jsdom environment sets them), Node's own kept.
const globals = globalThis as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(dom.window))
  if (!(key in globals)) globals[key] = (dom.window as unknown as Record<string, unknown>)[key];
globals.window = dom.window;

const { PRERENDERED_STYLES_FILE } = await import('../src/shared/prerenderedStyles.ts');
const { createServer } = await import('vite');
const root = join(import.meta.dirname, '..');
const vite = await createServer({
  root,
  mode: 'production',
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderFirstPageStyles } = (await vite.ssrLoadModule(
    '/src/console/styles/renderFirstPageStyles.tsx',
  )) as typeof import('../src/console/styles/renderFirstPageStyles.tsx');
  const { ids, css, renders, spinnerShown } = await renderFirstPageStyles(dom.window.document.getElementById('root')!);
  const name = `assets/first-page-styles-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  const dist = join(root, 'dist');
  writeFileSync(join(dist, name), css);
  writeFileSync(join(dist, `${name}.br`), brotliCompressSync(css));
  writeFileSync(join(dist, `${name}.gz`), gzipSync(css, { level: 9 }));
  const file = join(dist, PRERENDERED_STYLES_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ href: `/${name}`, ids }));
  console.log(
    `prerendered ${ids.length} emotion styles of the console's first pages (${Math.round(css.length / 1024)} KB) into ${name}, in ${renders} renders`,
  );
  if (spinnerShown)
    console.warn(
      `react-admin's loading spinner showed in every render after the first: its styles are in the stylesheet, whose name may differ from other builds'`,
    );
} finally {
  await vite.close();
}
// jsdom's window and React's scheduler keep timers alive: the build step is done.
process.exit(0);
