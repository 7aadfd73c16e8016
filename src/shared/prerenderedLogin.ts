/**
 * The login form sent in the page itself: the build renders LoginForm to HTML with its styles
 * (scripts/prerender-login.tsx), the server puts it before the app's root on /readmin/login for a signed-out
 * visitor (src/server/http/prerenderedLogin.ts), and LoginPage takes it over (console/auth/prerenderedLogin.ts).
 */
export const PRERENDERED_LOGIN_ID = 'readmin-prerendered-login';

/** Where the build writes it, under dist/. */
export const PRERENDERED_LOGIN_FILE = '.prerendered/login.json';

export interface PrerenderedLogin {
  /** The <style> rules of the form (MUI's emotion styles and the baseline), for <head>. */
  css: string;
  /** The form's HTML, for inside the element with id PRERENDERED_LOGIN_ID. */
  html: string;
}
