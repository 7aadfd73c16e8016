import { CONSOLE_BASE } from '../../metadata/naming.ts';

export const LOGIN_PATH = `${CONSOLE_BASE}/login`;
const NO_RETURN = [LOGIN_PATH, `${CONSOLE_BASE}/logout`];

/**
 * Where to go after signing in: the `redirect` query parameter when it is a path of this site (never
 * another origin, never back to login or logout), else the console home (spec 000 §2.5, §9).
 */
export const redirectTarget = (redirect: string | null | undefined): string => {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return CONSOLE_BASE;
  const path = redirect.replace(/[?#].*$/, '');
  return NO_RETURN.includes(path) ? CONSOLE_BASE : redirect;
};

/** The login page URL that brings the visitor back to `wanted` afterwards. */
export const loginPathFor = (wanted: string): string =>
  wanted === CONSOLE_BASE || wanted === `${CONSOLE_BASE}/` ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
