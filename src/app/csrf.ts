/**
 * The CSRF token the server injects into index.html (it fills the empty `<meta name="csrf-token" content="">`).
 * In tests and Storybook the tag is missing or empty: then no header is sent rather than an empty one.
 */
export const readCsrfToken = (doc: Document | undefined = globalThis.document): string | undefined => {
  const content = doc?.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  return content ? content : undefined;
};

export const CSRF_HEADER = 'X-CSRF-Token';
