/** Minimal cookie parsing and serialising: HttpOnly and SameSite=Lax always, Secure behind HTTPS. */
export const parseCookies = (header: string | null | undefined): Record<string, string> =>
  Object.fromEntries(
    (header ?? '').split(';').map((p) => p.trim()).filter(Boolean).map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i), decodeURIComponent(p.slice(i + 1))];
    }),
  );

export const serializeCookie = (name: string, value: string, opts: { maxAgeSeconds?: number; secure?: boolean } = {}): string =>
  [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(opts.maxAgeSeconds !== undefined ? [`Max-Age=${opts.maxAgeSeconds}`] : []),
    ...(opts.secure ? ['Secure'] : []),
  ].join('; ');
