/**
 * The console's first-page styles, prepared at build instead of in the browser. MUI styles every component
 * through emotion, which turns each style object into CSS and inserts it as the component first renders: a
 * large part of the first list page's render. The build renders a list page, a record's page and the home page
 * (scripts/prerender-styles.ts) and writes what emotion inserted as one stylesheet; the server links it from every
 * console page that draws the console's frame (src/server/http/consolePreloads.ts), and the console's emotion
 * cache counts those styles as inserted (console/styles/consoleEmotionCache.ts), so emotion skips them.
 */

/** Where the build writes the stylesheet's address and its emotion ids, under dist/. */
export const PRERENDERED_STYLES_FILE = '.prerendered/styles.json';

/** The attribute of the stylesheet's <link> that names the emotion styles it holds, space-separated. */
export const EMOTION_IDS_ATTRIBUTE = 'data-emotion-ids';

export interface PrerenderedStyles {
  /** The stylesheet's address, under /assets/ (its name holds a hash of its content). */
  href: string;
  /** Emotion's names of the styles in it: the part after `css-` of each class name. */
  ids: string[];
}
