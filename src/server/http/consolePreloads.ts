import { pageNeeds } from '../../generator/consoleRegistry.ts';
import type { Registry } from '../../metadata/normalized.ts';
import { CONSOLE_PARTS, CONSOLE_PARTS_ELEMENT_ID, consoleTypeModule, type ConsolePageParts, type ConsolePart } from '../../shared/consoleParts.ts';
import { scriptSafeJson } from '../../shared/consoleBoot.ts';
import { EMOTION_IDS_ATTRIBUTE, type PrerenderedStyles } from '../../shared/prerenderedStyles.ts';
import { CONSOLE_BASE } from '../../metadata/naming.ts';
import { offersGrid } from '../../shared/list/offersGrid.ts';

/** One entry of Vite's dist/.vite/manifest.json: a source module, its chunk and what the chunk imports. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** What a console path shows, as far as its chunks go; null for pages that preload only the console itself. */
export type ConsolePage = { kind: 'login' } | { kind: 'home' } | { kind: 'list' | 'detail'; typename: string } | null;

export const consolePageOf = (registry: Registry, pathname: string): ConsolePage => {
  const parts = pathname.slice(CONSOLE_BASE.length).split('/').filter(Boolean);
  if (parts.length === 0) return { kind: 'home' };
  if (parts[0] === 'login' && parts.length === 1) return { kind: 'login' };
  // Inside a route owner (orgs/:orgId/<route>, api_partners/:apiPartnerId/<route>), the rest is the page.
  const rest = (parts[0] === 'orgs' || parts[0] === 'api_partners') && parts.length >= 3 ? parts.slice(2) : parts;
  const type = Object.values(registry.types).find((t) => t.route === rest[0]);
  if (!type || rest.length > 2) return null;
  return rest.length === 1 || rest[1] === 'all' ? { kind: 'list', typename: type.typename } : { kind: 'detail', typename: type.typename };
};

/**
 * The parts a page loads before it shows anything: the console, its frame, the page and its record types. Not
 * the GraphQL runtime for a list page whose first answer is in the page (`listInlined`, consoleBoot.ts): it
 * loads with the page's first request after that (a search, a sort, Load More, a picker opened).
 */
export const consolePageParts = (registry: Registry, page: ConsolePage, { listInlined = false } = {}): ConsolePageParts => {
  const withoutRuntime = listInlined && page?.kind === 'list';
  const signedIn: ConsolePart[] = ['console', 'layout', ...(withoutRuntime ? [] : (['runtime'] as const))];
  if (!page) return { parts: signedIn, types: [] };
  if (page.kind === 'login') return { parts: ['console', 'login'], types: [] };
  if (page.kind === 'home') return { parts: [...signedIn, 'home'], types: [] };
  const type = registry.types[page.typename];
  const types = [page.typename, ...(pageNeeds(registry, type)[page.kind] ?? [])];
  if (page.kind === 'detail') return { parts: [...signedIn, 'detail'], types };
  // What the list's filter bar loads on its own (FilterBar.tsx, ListView.tsx), when it has it. Not its reference
  // filters' pickers: they mount once the first rows are shown (filterBar/ReferenceFilterSlot.tsx).
  const filterBar: ConsolePart[] = [
    ...(type.list.dateRange ? (['dateRange'] as const) : []),
    ...(type.list.view === 'grid' ? (['recordGrid'] as const) : []),
    ...(offersGrid(type) ? (['layoutToggle'] as const) : []),
  ];
  return { parts: [...signedIn, 'list', ...filterBar], types };
};

/** A chunk and everything it imports statically (what the browser would discover one round later). */
const withImports = (manifest: ViteManifest, key: string, into: Set<string>): void => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
};

/**
 * The chunks to modulepreload for a console page, so that the browser fetches in one round what it would
 * otherwise discover through a chain of lazy imports (entry → console → layout → page → GraphQL runtime →
 * record type). Chunks index.html already loads are left out. Public pages get none: they never load console code.
 */
export const consolePreloads = (manifest: ViteManifest, page: ConsolePageParts): string[] => {
  const already = new Set<string>();
  withImports(manifest, 'index.html', already);
  const wanted = new Set<string>();
  for (const key of [...page.parts.map((part) => CONSOLE_PARTS[part]), ...page.types.map(consoleTypeModule)]) withImports(manifest, key, wanted);
  return [...wanted].filter((file) => !already.has(file));
};

/** `<link rel="modulepreload">` tags for the chunks, to put before `</head>`. */
export const modulepreloadTags = (files: string[]): string => files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

/**
 * The build's first-page stylesheet (shared/prerenderedStyles.ts) for a page that draws the console's frame,
 * with the emotion styles it holds; none for other pages (the login form brings its own styles).
 */
export const firstPageStylesTag = (styles: PrerenderedStyles | null, page: ConsolePageParts): string =>
  styles && page.parts.includes('layout') ? `<link rel="stylesheet" href="${styles.href}" ${EMOTION_IDS_ATTRIBUTE}="${styles.ids.join(' ')}">` : '';

/** The page's parts as JSON for the browser (src/main.tsx loads them before its first render). */
export const consolePartsScript = (page: ConsolePageParts): string =>
  `<script type="application/json" id="${CONSOLE_PARTS_ELEMENT_ID}">${scriptSafeJson(page)}</script>`;
