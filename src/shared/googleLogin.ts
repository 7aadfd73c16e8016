/** Google sign-in (spec 000 §7.3), as the login page and the server both name it. */
export const GOOGLE_LOGIN_PATH = '/auth/google_login';
/** The form field that carries the page's CSRF token (the popup is a form post, which cannot send a header). */
export const GOOGLE_LOGIN_CSRF_PARAM = 'authenticity_token';
/** The message type the popup posts to its opener: `{ type, ok, message? }`. */
export const GOOGLE_LOGIN_MESSAGE = 'readmin:google-login';
/** The meta tag the server adds to the page when Google sign-in is on. */
export const GOOGLE_LOGIN_META = 'google-login';
