import { readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { Registry } from '../../metadata/normalized.ts';
import { CSRF_COOKIE, type Csrf } from '../auth/csrf.ts';
import { cookieOptions } from '../auth/cookies.ts';
import { isConsolePath } from '../../shared/consolePaths.ts';
import { CONSOLE_BASE } from '../../metadata/naming.ts';
import { embeddablePageHeaders, linkPageHeaders } from './securityHeaders.ts';
import { GOOGLE_LOGIN_META } from '../../shared/googleLogin.ts';
import {
  consolePageOf,
  consolePageParts,
  consolePartsScript,
  consolePreloads,
  firstPageStylesTag,
  modulepreloadTags,
  type ViteManifest,
} from './consolePreloads.ts';
import { firstListRequest, listOptionSources } from '../../shared/list/firstListRequest.ts';
import { resourceOf } from '../../shared/resourceName.ts';
import { routeOwnerOfPath } from '../../shared/routeOwner.ts';
import type { NormalizedType } from '../../metadata/normalized.ts';
import { consoleBootScript, pageViewerQueries, type ListPageReads } from './consoleBoot.ts';
import { streamedPage } from './streamedPage.ts';
import { readPrerendered, withPrerenderedLogin } from './prerenderedLogin.ts';
import { PRERENDERED_LOGIN_FILE, type PrerenderedLogin } from '../../shared/prerenderedLogin.ts';
import { PRERENDERED_STYLES_FILE, type PrerenderedStyles } from '../../shared/prerenderedStyles.ts';
import type { QueriesAsViewer } from './graphqlRoute.ts';

export interface PageDeps {
  registry: Registry;
  csrf: Csrf;
  distDir?: string;
  vite?: ViteDevServer;
  /** Google sign-in is on: the page says so in a meta tag, and the login page offers the button. */
  googleLogin?: boolean;
  /** Runs the console's boot queries as the page's viewer, to inline their answers (consoleBoot.ts). */
  queriesAsViewer?: QueriesAsViewer;
}

const LOGIN_PATH = `${CONSOLE_BASE}/login`;
const NOT_BUILT = '<!doctype html><html><head><meta name="csrf-token" content=""></head><body>Console not built: run npm run build.</body></html>';
/** The empty CSRF tag of index.html, however a formatter writes it (`>` or ` />`). */
const EMPTY_CSRF_META = /<meta name="csrf-token" content=""\s*\/?>/;

/** The page with the browser's CSRF token in its meta tag; a template without the tag is an error, not a page without CSRF. */
export const withCsrfToken = (template: string, token: string): string => {
  if (!EMPTY_CSRF_META.test(template)) throw new Error('index.html has no <meta name="csrf-token" content=""> tag to fill');
  return template.replace(EMPTY_CSRF_META, `<meta name="csrf-token" content="${token}">`);
};

/** What the list page of `type` at this URL reads before its first rows, for the server to inline (consoleBoot.ts). */
const listPageReads = (type: NormalizedType, pathname: string, search: string): ListPageReads => {
  const routeOwner = routeOwnerOfPath(pathname);
  return { resource: resourceOf(type), firstRequest: firstListRequest(type, routeOwner, search), optionSources: listOptionSources(type, routeOwner) };
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The status a public link page answers with, by its link: 404 unknown, 410 expired, 200 working. The feature
     * that serves those pages' data decorates the app with it (publicPages/linkPageStatus.ts); without it, 200.
     */
    linkPageStatus?: (req: FastifyRequest) => Promise<number>;
  }
}

/** The public pages of spec 000 §2.1 reached by secret links (the live stream widget is also embeddable). */
const LINK_PAGES = ['/team_registrations/:token', '/live_scorer/:token', '/original_videos/:uuid', '/passwords/edit', '/unsubscribe'];
const EMBEDDABLE_PAGE = '/live_stream_widget/:uuid';

/**
 * The single-page app's index.html for every page route, with this browser's CSRF token in its meta tag.
 * Known pages answer 200, a link page with a bad link 404 or 410; any other path answers 404 with the same app,
 * which shows its not-found page.
 */
export const registerPages = (app: FastifyInstance, deps: PageDeps): void => {
  let cached: { mtimeMs: number; html: string; manifest: ViteManifest; login: PrerenderedLogin | null; styles: PrerenderedStyles | null } | null =
    null;
  /**
   * dist/index.html, Vite's manifest, the prerendered login form and first-page styles, read again only when a rebuild changes
   * them, so chunk names are never stale.
   */
  const built = async (): Promise<typeof cached> => {
    const file = deps.distDir && join(deps.distDir, 'index.html');
    const info = file ? await stat(file).catch(() => null) : null;
    if (!deps.distDir || !file || !info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const manifestText = await readFile(join(deps.distDir, '.vite/manifest.json'), 'utf8').catch(() => '{}');
      cached = {
        mtimeMs: info.mtimeMs,
        html: await readFile(file, 'utf8'),
        manifest: JSON.parse(manifestText) as ViteManifest,
        login: await readPrerendered<PrerenderedLogin>(deps.distDir, PRERENDERED_LOGIN_FILE),
        styles: await readPrerendered<PrerenderedStyles>(deps.distDir, PRERENDERED_STYLES_FILE),
      };
    }
    return cached;
  };
  const template = async (url: string): Promise<string> => {
    if (deps.vite) return deps.vite.transformIndexHtml(url, await readFile(join(deps.vite.config.root, 'index.html'), 'utf8'));
    return (await built())?.html ?? NOT_BUILT;
  };

  /**
   * A console page starts in one round: modulepreload links for every chunk its route loads (in development
   * Vite serves modules one by one, so none), the build's first-page stylesheet for a page with the console's
   * frame (shared/prerenderedStyles.ts), the names of those parts for the browser to load before its
   * first render, and the viewer's current user and sidebar data inlined, with a list page's first rows. The
   * login page, to a visitor who is signed out, also carries the form itself (prerenderedLogin.ts); not with
   * Google sign-in on, whose button the prerendered form does not have.
   *
   * A signed-in list page is sent in two parts: up to its modulepreload links at once, so that the browser
   * fetches and compiles the route's chunks while the server reads the first rows; then the parts and the
   * inlined data (the page's module scripts run only once the whole page is in, so they always find both).
   * The links assume the rows will be inlined; when reading them fails, the parts name the GraphQL runtime,
   * which the console then loads before its first render.
   */
  const consolePage = async (
    html: string,
    req: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    search: string,
  ): Promise<string | Readable> => {
    const build = deps.vite ? null : await built();
    const shown = consolePageOf(deps.registry, pathname);
    const listPage = shown?.kind === 'list' ? listPageReads(deps.registry.types[shown.typename], pathname, search) : undefined;
    const parts = (listInlined: boolean) => consolePageParts(deps.registry, shown, { listInlined });
    const preloadTags = (listInlined: boolean) => {
      if (!build) return '';
      const page = parts(listInlined);
      return firstPageStylesTag(build.styles, page) + modulepreloadTags(consolePreloads(build.manifest, page));
    };
    const run = deps.queriesAsViewer ? await pageViewerQueries(deps.queriesAsViewer, req, reply) : undefined;
    const headEnd = html.indexOf('</head>');
    if (run && listPage && headEnd >= 0) {
      const rest = async () => {
        const boot = await consoleBootScript(run, req, pathname, listPage);
        return consolePartsScript(parts(boot.listInlined)) + boot.script + html.slice(headEnd);
      };
      return streamedPage(req, reply, html.slice(0, headEnd) + preloadTags(true), rest);
    }
    const boot = await consoleBootScript(run, req, pathname, listPage);
    const head = preloadTags(boot.listInlined) + consolePartsScript(parts(boot.listInlined)) + boot.script;
    // A function, so that `$` in the inlined JSON is not read as a replacement pattern.
    const page = html.replace('</head>', () => `${head}</head>`);
    const showsLoginForm = pathname === LOGIN_PATH && deps.queriesAsViewer && !boot.signedIn && !deps.googleLogin;
    return showsLoginForm && build?.login ? withPrerenderedLogin(page, build.login) : page;
  };

  const sendPage = async (req: FastifyRequest, reply: FastifyReply, status: number) => {
    let secret = req.cookies[CSRF_COOKIE];
    if (!secret) {
      secret = deps.csrf.newBrowserSecret();
      reply.setCookie(CSRF_COOKIE, secret, cookieOptions(req.protocol === 'https'));
    }
    let html = withCsrfToken(await template(req.url), deps.csrf.tokenFor(secret));
    if (deps.googleLogin) html = html.replace('</head>', `<meta name="${GOOGLE_LOGIN_META}" content="on"></head>`);
    const queryAt = req.url.indexOf('?');
    const pathname = queryAt < 0 ? req.url : req.url.slice(0, queryAt);
    const search = queryAt < 0 ? '' : req.url.slice(queryAt + 1);
    const page = status === 200 && isConsolePath(deps.registry, pathname) ? await consolePage(html, req, reply, pathname, search) : html;
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  };

  const page = (url: string, opts: RouteShorthandOptions = {}, known: (path: string) => boolean = () => true) =>
    app.get(url, opts, (req, reply) => sendPage(req, reply, known(req.url.split('?')[0]) ? 200 : 404));
  // A link page renders its own message for a bad link ('Invalid Request'), answered with the link's status.
  const linkPage = (url: string, opts: RouteShorthandOptions) =>
    app.get(url, opts, async (req, reply) => sendPage(req, reply, app.linkPageStatus ? await app.linkPageStatus(req) : 200));

  page('/');
  page(CONSOLE_BASE);
  page(`${CONSOLE_BASE}/*`, {}, (path) => isConsolePath(deps.registry, path));
  for (const url of LINK_PAGES) linkPage(url, { config: { securityHeaders: linkPageHeaders } });
  linkPage(EMBEDDABLE_PAGE, { config: { securityHeaders: embeddablePageHeaders(Boolean(deps.vite)) } });

  app.setNotFoundHandler((req, reply) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/assets/') && req.url !== '/graphql';
    return wantsPage ? sendPage(req, reply, 404) : reply.status(404).send({ error: 'Not Found' });
  });
};
