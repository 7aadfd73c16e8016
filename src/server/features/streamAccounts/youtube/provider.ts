import { localProvider, type AccountProvider, type StreamService } from '../provider.ts';

/** Google's scopes behind LiveStreamYtAuth's manageYtChannels and readYtChannels. */
export const YT_MANAGE_SCOPE = 'https://www.googleapis.com/auth/youtube';
export const YT_READ_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';

export const YOUTUBE: StreamService = {
  slug: 'youtube',
  label: 'YouTube',
  credentials: 'GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET',
  localScopes: [YT_MANAGE_SCOPE, YT_READ_SCOPE],
};

/** Google's OAuth consent and token endpoint, and its user info for whose account it is. */
export const googleProvider = (clientId: string, clientSecret: string): AccountProvider => ({
  kind: 'youtube',
  authorizeUrl: (state, redirectUri) =>
    `https://accounts.google.com/o/oauth2/v2/auth?${new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      state,
      scope: ['openid', 'email', 'profile', YT_MANAGE_SCOPE, YT_READ_SCOPE].join(' '),
      access_type: 'offline',
      include_granted_scopes: 'true',
    })}`,
  async exchange(code, redirectUri) {
    const token = await fetch('https://oauth2.googleapis.com/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code,
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uri: redirectUri,
        grant_type: 'authorization_code',
      }),
    });
    const answer = (await token.json()) as { access_token?: string; scope?: string; error_description?: string; error?: string };
    if (!answer.access_token) throw new Error(`Google refused the sign-in: ${answer.error_description ?? answer.error ?? `HTTP ${token.status}`}`);
    const me = (await (
      await fetch('https://openidconnect.googleapis.com/v1/userinfo', { headers: { authorization: `Bearer ${answer.access_token}` } })
    ).json()) as { sub?: string; name?: string; email?: string };
    if (!me.sub) throw new Error('Google did not say whose account this is.');
    return {
      externalId: me.sub,
      name: me.name ?? me.email ?? me.sub,
      email: me.email ?? null,
      accessToken: answer.access_token,
      scopes: (answer.scope ?? '').split(' ').filter(Boolean),
    };
  },
});

/** The provider the environment configures, or null in production without Google credentials. */
export const youtubeProvider = (production: boolean, env = process.env): AccountProvider | null => {
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) return googleProvider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  return production ? null : localProvider(YOUTUBE);
};
