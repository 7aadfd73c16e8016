import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsQuerySource } from '../../src/metadata/optionSources/optionsQueryText.ts';
import { firstListRequest } from '../../src/shared/list/firstListRequest.ts';
import { CONSOLE_BOOT_ELEMENT_ID } from '../../src/shared/consoleBoot.ts';
import { CONSOLE_PARTS_ELEMENT_ID } from '../../src/shared/consoleParts.ts';
import { PRERENDERED_LOGIN_FILE, PRERENDERED_LOGIN_ID, type PrerenderedLogin } from '../../src/shared/prerenderedLogin.ts';
import { EMOTION_IDS_ATTRIBUTE, PRERENDERED_STYLES_FILE, type PrerenderedStyles } from '../../src/shared/prerenderedStyles.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { registry, ROOT, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';

/**
 * A built console in miniature: the project's index.html with its entry, and a manifest whose chunks stand
 * for the console, its frame, the list page and two record types (the real build's names are hashed).
 */
const fakeDist = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'readmin-boot-'));
  const html = readFileSync(join(ROOT, 'index.html'), 'utf8').replace(
    '<script type="module" src="/src/main.tsx"></script>',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
  );
  writeFileSync(join(dir, 'index.html'), html);
  mkdirSync(join(dir, '.vite'));
  const chunk = (file: string, imports: string[] = []) => ({ file: `assets/${file}`, imports });
  const manifest = {
    'index.html': chunk('index.js', ['_react.js']),
    '_react.js': chunk('react.js'),
    '_mui.js': chunk('mui.js', ['_react.js']),
    'src/console/ConsoleApp.tsx': chunk('ConsoleApp.js', ['_react.js', '_mui.js']),
    'src/console/layout/ConsoleLayout.tsx': chunk('ConsoleLayout.js', ['_mui.js']),
    'src/console/graphql/graphqlRuntime.ts': chunk('graphqlRuntime.js'),
    'src/console/auth/LoginPage.tsx': chunk('LoginPage.js', ['_mui.js']),
    'src/console/list/ListPage.tsx': chunk('ListPage.js', ['_mui.js']),
    'src/console/detail/DetailPage.tsx': chunk('DetailPage.js'),
    'src/console/dateRange/DateRangeControl.tsx': chunk('DateRangeControl.js'),
    'src/console/list/RecordGrid.tsx': chunk('RecordGrid.js'),
    'src/console/list/ListLayoutToggle.tsx': chunk('ListLayoutToggle.js'),
    'src/generated/consoleTypes/Org.json': chunk('Org.js'),
    'src/generated/consoleTypes/Game.json': chunk('Game.js'),
    'src/generated/consoleTypes/Camera.json': chunk('Camera.js'),
    'src/generated/consoleTypes/Video.json': chunk('Video.js'),
  };
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  mkdirSync(join(dir, '.prerendered'));
  writeFileSync(join(dir, PRERENDERED_LOGIN_FILE), JSON.stringify(PRERENDERED));
  writeFileSync(join(dir, PRERENDERED_STYLES_FILE), JSON.stringify(STYLES));
  return dir;
};

/** What the build's scripts/prerender-login.tsx would write, in miniature (`$&` checks it is inserted as is). */
const PRERENDERED: PrerenderedLogin = { css: '.css-card{color:red}/* $& */', html: '<form><input name="email"> $&</form>' };
const prerenderedLoginOf = (html: string) => ({
  form: html.includes(`<div id="${PRERENDERED_LOGIN_ID}"`) && html.includes(`${PRERENDERED.html}</div><div id="root"></div>`),
  css: html.includes(`<style>${PRERENDERED.css}</style></head>`),
});

/** What the build's scripts/prerender-styles.ts would write, in miniature. */
const STYLES: PrerenderedStyles = { href: '/assets/first-page-styles-abc.css', ids: ['zf0iqh', '1xo0cgh'] };
const STYLES_LINK = `<link rel="stylesheet" href="/assets/first-page-styles-abc.css" ${EMOTION_IDS_ATTRIBUTE}="zf0iqh 1xo0cgh">`;

const partsOf = (html: string): unknown =>
  JSON.parse(new RegExp(`<script type="application/json" id="${CONSOLE_PARTS_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1] ?? 'null');
const preloads = (html: string): string[] => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map((m) => m[1]);
const SIGNED_OUT = { currentUser: null, orgs: [] };

const bootOf = (html: string): Record<string, unknown> | undefined => {
  const text = new RegExp(`<script type="application/json" id="${CONSOLE_BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
};

describe.each(TEST_DATABASES)('a console page starts in one round on %s', (kind) => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    server = await startTestServer({ kind, distDir: dist });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("preloads the route's chunks, once each and none the entry already loads", async () => {
    const list = await new GraphqlClient(server.url).loadPage('/readmin/orgs');
    expect(preloads(list).sort()).toEqual(['ConsoleApp.js', 'ConsoleLayout.js', 'ListPage.js', 'Org.js', 'graphqlRuntime.js', 'mui.js']);
    // The games list has a date range: its control is preloaded too; an organisation's list is the same page.
    expect(preloads(await new GraphqlClient(server.url).loadPage('/readmin/orgs/1/games'))).toEqual(
      expect.arrayContaining(['ListPage.js', 'Game.js', 'DateRangeControl.js']),
    );
    expect(preloads(await new GraphqlClient(server.url).loadPage('/readmin/games/1'))).toEqual(expect.arrayContaining(['DetailPage.js', 'Game.js']));
    // Types with a thumbnail offer the grid: the toggle between table and grid, and the grid when it is their view.
    expect(preloads(await new GraphqlClient(server.url).loadPage('/readmin/cameras'))).toEqual(
      expect.arrayContaining(['ListPage.js', 'Camera.js', 'RecordGrid.js', 'ListLayoutToggle.js']),
    );
    const videos = preloads(await new GraphqlClient(server.url).loadPage('/readmin/videos'));
    expect(videos).toEqual(expect.arrayContaining(['ListPage.js', 'Video.js', 'ListLayoutToggle.js']));
    expect(videos).not.toContain('RecordGrid.js');
    expect(preloads(await new GraphqlClient(server.url).loadPage('/readmin/login')).sort()).toEqual(['ConsoleApp.js', 'LoginPage.js', 'mui.js']);
  });

  it('names the parts the browser loads before its first render: those its modulepreload links fetch', async () => {
    const client = new GraphqlClient(server.url);
    expect(partsOf(await client.loadPage('/readmin/orgs'))).toEqual({ parts: ['console', 'layout', 'runtime', 'list'], types: ['Org'] });
    expect(partsOf(await client.loadPage('/readmin/orgs/1/games'))).toEqual({
      parts: ['console', 'layout', 'runtime', 'list', 'dateRange'],
      types: expect.arrayContaining(['Game']),
    });
    expect(partsOf(await client.loadPage('/readmin/cameras'))).toEqual({
      parts: ['console', 'layout', 'runtime', 'list', 'recordGrid', 'layoutToggle'],
      types: expect.arrayContaining(['Camera']),
    });
    expect(partsOf(await client.loadPage('/readmin/login'))).toEqual({ parts: ['console', 'login'], types: [] });
    expect(partsOf(await client.loadPage('/live_scorer/some-token'))).toBeNull();
  });

  it('keeps console code and boot data out of public pages and unknown paths', async () => {
    const admin = await signedIn(server.url, 'admin@example.com');
    for (const path of ['/', '/live_scorer/some-token', '/readmin/no_such_route']) {
      const html = await admin.loadPage(path);
      expect(preloads(html), path).toEqual([]);
      expect(bootOf(html), path).toBeUndefined();
    }
  });

  it('inlines a signed-out viewer, and nothing else, without a valid session', async () => {
    const visitor = new GraphqlClient(server.url);
    expect(bootOf(await visitor.loadPage('/readmin/login'))).toEqual(SIGNED_OUT);
    expect(bootOf(await visitor.loadPage('/readmin/orgs'))).toEqual(SIGNED_OUT);
    const forged = await fetch(`${server.url}/readmin/orgs`, { headers: { cookie: 'readmin_session=not-a-session' } });
    expect(bootOf(await forged.text())).toEqual(SIGNED_OUT);
  });

  it("inlines a platform admin's current user and API partners, escaped, in a page no cache keeps", async () => {
    const name = 'Stats </script><script>alert(1)</script> & Co';
    const { id } = await server.database.db.selectFrom('api_partners').select('id').where('name', '=', 'CourtSide Data').executeTakeFirstOrThrow();
    await server.database.db.updateTable('api_partners').set({ name }).where('id', '=', id).execute();
    const admin = await signedIn(server.url, 'admin@example.com');
    const response = await fetch(`${server.url}/readmin/games`, { headers: { cookie: admin.cookieHeader() } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).not.toContain('</script><script>alert(1)');
    const boot = bootOf(html)!;
    expect(boot.currentUser).toMatchObject({ email: 'admin@example.com', isAdmin: true });
    expect((boot.currentUser as { access: unknown }).access).toBeTruthy();
    expect(boot.apiPartners).toEqual(expect.arrayContaining([expect.objectContaining({ id: String(id), name })]));
    // The page's CSRF token still works for a mutation.
    expect((await admin.request('mutation { logout(input: {}) { success } }')).errors).toBeUndefined();
    expect(bootOf(await admin.loadPage('/readmin/games'))).toEqual(SIGNED_OUT);
  });

  it("inlines an organisation admin's organisations for the sidebar, and no API partners", async () => {
    const orgAdmin = await signedIn(server.url, 'orgadmin@example.com');
    const boot = bootOf(await orgAdmin.loadPage('/readmin'))!;
    const user = boot.currentUser as { orgAdmins: { orgId: string }[] };
    expect(user.orgAdmins.length).toBeGreaterThan(0);
    expect((boot.orgs as { id: string; name: string }[]).map((o) => o.id).sort()).toEqual(user.orgAdmins.map((a) => a.orgId).sort());
    expect(boot.orgs).toEqual(expect.arrayContaining([expect.objectContaining({ name: expect.any(String), venues: expect.any(Array) })]));
    expect(boot).not.toHaveProperty('apiPartners');
  });

  it("inlines a list page's first rows and its columns' choices, answered as the console's own request would be", async () => {
    const admin = await signedIn(server.url, 'admin@example.com');
    const html = await admin.loadPage('/readmin/orgs?limit=20');
    const boot = bootOf(html)!;
    const request = firstListRequest(registry.types.Org, {}, 'limit=20')!;
    const firstList = boot.firstList as { resource: string; variables: Record<string, unknown>; data: unknown };
    expect(firstList.resource).toBe('orgs');
    expect(firstList.variables).toEqual({ typename: 'Org', filterBar: { orderOption: 'name' }, limit: 20, offset: 0 });
    const asked = await admin.request(request.query, firstList.variables);
    expect(asked.errors).toBeUndefined();
    expect(firstList.data).toEqual(asked.data);
    expect((firstList.data as { items: unknown[] }).items.length).toBeGreaterThan(1);
    const sports = await admin.request(optionsQuerySource('sports'));
    expect((boot.optionSources as Record<string, unknown>).sports).toEqual((sports.data as { values: unknown }).values);
    // The rows need no GraphQL client: it is neither preloaded nor loaded before the first render.
    expect(preloads(html)).not.toContain('graphqlRuntime.js');
    expect(partsOf(html)).toEqual({ parts: ['console', 'layout', 'list'], types: ['Org'] });
    // Nor for the games list: its reference filters' pickers ask for their records only when one is opened.
    const games = await admin.loadPage('/readmin/games');
    expect(bootOf(games)).toHaveProperty('firstList');
    expect(preloads(games)).not.toContain('graphqlRuntime.js');
    expect(partsOf(games)).toEqual({ parts: ['console', 'layout', 'list', 'dateRange'], types: expect.arrayContaining(['Game']) });
  });

  it('inlines no rows the viewer may not read: the console then asks, and shows the refusal', async () => {
    const orgAdmin = await signedIn(server.url, 'orgadmin@example.com');
    const html = await orgAdmin.loadPage('/readmin/api_partners');
    expect(bootOf(html)).not.toHaveProperty('firstList');
    expect(bootOf(html)!.currentUser).toMatchObject({ email: 'orgadmin@example.com' });
    expect(partsOf(html)).toMatchObject({ parts: expect.arrayContaining(['runtime']) });
  });

  it("sends a list page's modulepreload links before its rows are read, then the rows", async () => {
    const admin = await signedIn(server.url, 'admin@example.com');
    await admin.loadPage('/readmin/orgs');
    const decoder = new TextDecoder();
    // While another transaction holds the organisations table, the page's rows cannot be read: what the
    // browser has by then is the head with its links, and neither the data nor the parts that depend on it.
    const page = await server.database.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE orgs IN ACCESS EXCLUSIVE MODE`.execute(trx);
      const response = await fetch(`${server.url}/readmin/orgs`, { headers: { cookie: admin.cookieHeader() } });
      expect(response.headers.get('cache-control')).toBe('no-store');
      const reader = response.body!.getReader();
      let head = '';
      while (!head.includes('ListPage.js')) {
        const chunk = await reader.read();
        expect(chunk.done, 'the page ended before its modulepreload links').toBe(false);
        head += decoder.decode(chunk.value, { stream: true });
      }
      expect(preloads(head)).toEqual(expect.arrayContaining(['ConsoleApp.js', 'ListPage.js', 'Org.js']));
      expect(head).not.toContain(CONSOLE_BOOT_ELEMENT_ID);
      expect(head).not.toContain(CONSOLE_PARTS_ELEMENT_ID);
      return { head, reader };
    });
    let html = page.head;
    for (let chunk = await page.reader.read(); !chunk.done; chunk = await page.reader.read()) html += decoder.decode(chunk.value, { stream: true });
    expect(bootOf(html)).toHaveProperty('firstList');
    expect(partsOf(html)).toEqual({ parts: ['console', 'layout', 'list'], types: ['Org'] });
    expect(html).toMatch(/<\/head>\s*<body>[\s\S]*<\/html>\s*$/);
  });

  it('sends the login form in the login page to a signed-out visitor, before the root and with its styles', async () => {
    const visitor = new GraphqlClient(server.url);
    expect(prerenderedLoginOf(await visitor.loadPage('/readmin/login?redirect=%2Freadmin%2Forgs'))).toEqual({ form: true, css: true });
    // Other console pages, and the login page to a signed-in visitor (who is sent on), carry no form.
    expect(prerenderedLoginOf(await visitor.loadPage('/readmin/orgs'))).toEqual({ form: false, css: false });
    const admin = await signedIn(server.url, 'admin@example.com');
    expect(prerenderedLoginOf(await admin.loadPage('/readmin/login'))).toEqual({ form: false, css: false });
  });

  it("links the first page's prerendered styles from pages with the console's frame, with their emotion ids", async () => {
    const admin = await signedIn(server.url, 'admin@example.com');
    const visitor = new GraphqlClient(server.url);
    for (const path of ['/readmin/orgs', '/readmin/games/1', '/readmin']) {
      const html = await admin.loadPage(path);
      expect(html.split(STYLES_LINK).length - 1, path).toBe(1);
      expect(html.indexOf(STYLES_LINK), path).toBeLessThan(html.indexOf('</head>'));
    }
    // The login form brings its own styles; public pages load no console code.
    expect(await visitor.loadPage('/readmin/login')).not.toContain('first-page-styles');
    expect(await visitor.loadPage('/')).not.toContain('first-page-styles');
  });
});
