import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Spec 000 §9: the sidebar is 250 wide; content pages are at most 800 wide unless dense. */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  sidebar: { width: 250, closedWidth: 55 },
};

/** Spec 000 §2.11: the sidebar starts open when the window is wider than 500. */
export const sidebarOpenByDefault = (): boolean => typeof window !== 'undefined' && window.innerWidth > 500;
