/** One entry of the sidebar. `exactOnly` links are highlighted only on their own page (spec 000 §2.12). */
export interface SidebarLink {
  key: string;
  label: string;
  href: string;
  external?: boolean;
  exactOnly?: boolean;
  /** 1 for the sub-pages of an API partner block. */
  depth?: 0 | 1;
  active: boolean;
}

/** A titled block of links; the first block has no title. */
export interface SidebarGroup {
  key: string;
  title: string | null;
  links: SidebarLink[];
}

export type SidebarModel = SidebarGroup[];

export const link = (key: string, label: string, href: string, extra: Partial<SidebarLink> = {}): SidebarLink => ({
  key,
  label,
  href,
  active: false,
  ...extra,
});
