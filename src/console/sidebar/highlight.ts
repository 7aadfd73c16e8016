import type { SidebarLink, SidebarModel } from './sidebarModel.ts';

const normalize = (path: string) => path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

const isPrefix = (href: string, path: string) => path === href || path.startsWith(`${href}/`);

/**
 * Spec 000 §2.12: the highlighted item is the one whose link equals the current path; otherwise the one
 * whose link is the longest prefix of it, unless that item disables prefix highlighting. One item at most.
 */
export const activeLinkKey = (model: SidebarModel, currentPath: string): string | undefined => {
  const path = normalize(currentPath);
  const links: SidebarLink[] = model.flatMap((g) => g.links).filter((l) => !l.external);
  const exact = links.find((l) => normalize(l.href) === path);
  if (exact) return exact.key;
  let best: SidebarLink | undefined;
  for (const l of links) {
    if (l.exactOnly || !isPrefix(normalize(l.href), path)) continue;
    if (!best || l.href.length > best.href.length) best = l;
  }
  return best?.key;
};

export const withActiveLink = (model: SidebarModel, currentPath: string): SidebarModel => {
  const key = activeLinkKey(model, currentPath);
  return model.map((g) => ({ ...g, links: g.links.map((l) => ({ ...l, active: l.key === key })) }));
};
