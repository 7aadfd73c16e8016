/**
 * The CSRF token the server injects into index.html (it fills the empty `<meta name="csrf-token" content="">`).
 * In tests and Storybook the tag is missing or empty: then no header is sent rather than an empty one.
 */
/** What the token is read from: the page's document, of which only its meta tag is read. */
interface MetaSource {
  querySelector(selectors: string): { getAttribute(name: string): string | null } | null;
}

export const readCsrfToken = (doc: MetaSource | undefined = globalThis.document): string | undefined => {
  const content = doc?.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  return content ? content : undefined;
};

export const CSRF_HEADER = 'X-CSRF-Token';
