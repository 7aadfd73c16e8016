import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { createYoga } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { ViteDevServer } from 'vite';
import type { Registry } from '../metadata/normalized.ts';
import type { Db } from './db/database.ts';
import type { RequestContext } from './context.ts';
import type { ExportDeps } from './exports/exportService.ts';
import { Csrf, CSRF_COOKIE, CSRF_HEADER } from './auth/csrf.ts';
import { parseCookies, serializeCookie } from './auth/cookies.ts';
import { SESSION_COOKIE, sessionUserId } from './auth/sessions.ts';
import { loadViewer } from './auth/viewer.ts';
import { RecordStore } from './records/store.ts';
import { buildSchema } from './graphql/schema.ts';

export interface AppOptions {
  db: Db;
  registry: Registry;
  /** Built console (vite build output); absent in API-only tests. */
  distDir?: string;
  /** CSV exports: the job queue, mailer and files. */
  exports?: ExportDeps;
  /** Development: Vite serves the console from source with hot reload instead of dist/. */
  vite?: ViteDevServer;
}

const MIME: Record<string, string> = {
  '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json', '.woff2': 'font/woff2', '.map': 'application/json',
};
const CSRF_META = '<meta name="csrf-token" content="">';

/** One process serves the GraphQL endpoint, the session cookies and the built console. */
export const createApp = async ({ db, registry, distDir, vite, exports }: AppOptions) => {
  const csrf = await Csrf.load(db);
  const yoga = createYoga<{ req: IncomingMessage; res: ServerResponse }, RequestContext>({
    schema: buildSchema(registry) as unknown as GraphQLSchema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    maskedErrors: process.env.NODE_ENV === 'production',
    context: async ({ request, res }): Promise<RequestContext> => {
      const cookies = parseCookies(request.headers.get('cookie'));
      const sessionToken = cookies[SESSION_COOKIE];
      const userId = await sessionUserId(db, sessionToken);
      const viewer = userId ? await loadViewer(db, registry, userId) : null;
      const ctx: RequestContext = {
        db, registry, csrf, viewer, sessionToken, exports,
        browserSecret: cookies[CSRF_COOKIE],
        csrfValid: csrf.isValid(cookies[CSRF_COOKIE], request.headers.get(CSRF_HEADER)),
        secure: request.url.startsWith('https:') || request.headers.get('x-forwarded-proto') === 'https',
        store: new RecordStore(db, registry, viewer),
        // Headers set now are merged into the response yoga writes after execution.
        setCookie: (cookie) => res.appendHeader('set-cookie', cookie),
      };
      return ctx;
    },
  });

  /** dist/index.html, read again whenever a rebuild changes it, so its chunk names are never stale. */
  let cached: { mtimeMs: number; html: string } | null = null;
  const builtIndexHtml = (): string | null => {
    const file = distDir && join(distDir, 'index.html');
    if (!file || !existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };

  /** The console page, with this browser's CSRF token in its meta tag. */
  const servePage = async (req: IncomingMessage, res: ServerResponse) => {
    const cookies = parseCookies(req.headers.cookie);
    let secret = cookies[CSRF_COOKIE];
    if (!secret) {
      secret = csrf.newBrowserSecret();
      res.setHeader('set-cookie', serializeCookie(CSRF_COOKIE, secret, { secure: req.headers['x-forwarded-proto'] === 'https' }));
    }
    const template = vite
      ? await vite.transformIndexHtml(req.url ?? '/', readFileSync(join(vite.config.root, 'index.html'), 'utf8'))
      : builtIndexHtml() ?? `<!doctype html><html><head>${CSRF_META}</head><body>Console not built: run npm run build.</body></html>`;
    const html = template.replace(CSRF_META, `<meta name="csrf-token" content="${csrf.tokenFor(secret)}">`);
    res.writeHead(200, { 'content-type': MIME['.html'], 'cache-control': 'no-store' });
    res.end(html);
  };

  const serveAsset = (path: string, res: ServerResponse): boolean => {
    if (!distDir) return false;
    const file = normalize(join(distDir, path));
    if (!file.startsWith(normalize(distDir)) || !existsSync(file) || !statSync(file).isFile() || path === '/index.html') return false;
    res.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(readFileSync(file));
    return true;
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    if (path === '/graphql') return void yoga(req, res);
    if (req.method === 'GET' && serveAsset(path, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405).end(); return; }
    // Every other path is the single-page app, which shows its own not-found page.
    const page = () => servePage(req, res).catch((e: Error) => { res.writeHead(500).end(e.message); });
    if (vite && !/^\/(readmin|team_registrations|live_scorer|live_stream_widget|original_videos|passwords|unsubscribe)?(\/|$)/.test(path)) {
      vite.middlewares(req, res, page); // modules, assets and HMR first
    } else page();
  };

  return { handler, csrf, yoga, listen: (port: number, host = '127.0.0.1') => new Promise<Server>((resolve) => {
    const server = createServer(handler);
    server.listen(port, host, () => resolve(server));
  }) };
};
