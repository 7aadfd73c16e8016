import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * WCAG 2.2 AA (docs/accessibility.md): text and icons in a palette colour read at 4.5:1 or more on white, on the
 * page's #fafafb and on a hovered row; the app bar (secondary) and filled chips get white text at the same ratio.
 * MUI's defaults (#1976d2, #2196f3, #ed6c02, #0288d1) fall short of it. contrastThreshold 4.5 makes MUI pick a
 * colour's contrastText by the AA ratio instead of its default 3.
 */
const palette = {
  ...defaultTheme.palette,
  contrastThreshold: 4.5,
  primary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' },
  secondary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' },
  error: { main: '#c62828' },
  warning: { main: '#a84b00' },
  info: { main: '#01579b' },
  success: { main: '#1b5e20' },
};

/** Spec 000 §9: the sidebar is 250 wide; content pages are at most 800 wide unless dense. */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette,
  sidebar: { width: 250, closedWidth: 55 },
};

/** Spec 000 §2.11: the sidebar starts open when the window is wider than 500. */
export const sidebarOpenByDefault = (): boolean => typeof window !== 'undefined' && window.innerWidth > 500;
