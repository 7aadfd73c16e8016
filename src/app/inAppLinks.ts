/**
 * Spec 000 §2.1: a click on a same-origin link is handled by the router (no page load) unless a modifier
 * key is held, the link targets another window, or it carries the data-reload-document marker.
 * Returns the path to navigate to, or null to let the browser handle the click.
 */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export const RELOAD_MARKER = 'data-reload-document';

export const inAppPath = (click: LinkClick, anchor: Pick<HTMLAnchorElement, 'getAttribute' | 'hasAttribute'>, origin: string): string | null => {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (anchor.hasAttribute(RELOAD_MARKER) || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const url = new URL(href, origin);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
};
