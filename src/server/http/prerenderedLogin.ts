import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRERENDERED_LOGIN_ID, type PrerenderedLogin } from '../../shared/prerenderedLogin.ts';

/**
 * What a build step wrote under dist/.prerendered/ (the login form, scripts/prerender-login.tsx; the first
 * page's styles, scripts/prerender-styles.ts), or null when the build made none.
 */
export const readPrerendered = async <T>(distDir: string, file: string): Promise<T | null> => {
  const text = await readFile(join(distDir, file), 'utf8').catch(() => null);
  return text ? (JSON.parse(text) as T) : null;
};

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The page with the login form in it: its styles in <head>, the form just before the app's root, so that it
 * is on screen before any script has run. It covers the window (fixed) until LoginPage removes it, so nothing
 * the console draws while it loads shows around it.
 */
export const withPrerenderedLogin = (html: string, login: PrerenderedLogin): string => {
  if (!html.includes(ROOT_ELEMENT)) return html;
  const form = `<div id="${PRERENDERED_LOGIN_ID}" style="position:fixed;inset:0;z-index:1;overflow:auto">${login.html}</div>`;
  // Functions, so that `$` in the form or its styles is not read as a replacement pattern.
  return html.replace('</head>', () => `<style>${login.css.replace(/<\//g, '<\\/')}</style></head>`).replace(ROOT_ELEMENT, () => form + ROOT_ELEMENT);
};
