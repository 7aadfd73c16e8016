import {
  isLocalAccount,
  localDestinationSeed,
  localProvider,
  type AccountProvider,
  type ConnectedAccount,
  type Destination,
  type StreamService,
} from '../provider.ts';

/** Google's scopes behind LiveStreamYtAuth's manageYtChannels and readYtChannels. */
export const YT_MANAGE_SCOPE = 'https://www.googleapis.com/auth/youtube';
export const YT_READ_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';

export const YOUTUBE: StreamService = {
  slug: 'youtube',
  label: 'YouTube',
  credentials: 'GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET',
  localScopes: [YT_MANAGE_SCOPE, YT_READ_SCOPE],
};

/** The channels of the account's Google user (YouTube Data API channels.list, mine=true). */
const youtubeChannels = async (account: ConnectedAccount): Promise<Destination[]> => {
  const res = await fetch('https://www.googleapis.com/youtube/v3/channels?part=snippet&mine=true&maxResults=50', {
    headers: { authorization: `Bearer ${account.accessToken ?? ''}` },
  });
  const answer = (await res.json()) as { items?: { id: string; snippet?: { title?: string } }[]; error?: { message?: string } };
  if (!res.ok || !answer.items) throw new Error(`YouTube did not list the account's channels: ${answer.error?.message ?? `HTTP ${res.status}`}`);
  return answer.items.map((c) => ({ value: c.id, label: c.snippet?.title ?? c.id }));
};

/** The local account's two channels: ids shaped as YouTube's (UC and 22 characters), the same on every call. */
const localChannels = (account: ConnectedAccount): Destination[] =>
  ['main channel', 'highlights channel'].map((what, i) => ({
    value: `UC${localDestinationSeed(account, i + 1)
      .toString('base64url')
      .slice(0, 22)}`,
    label: `${account.name ?? account.externalId}: ${what}`,
  }));

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
  destinations: youtubeChannels,
});

/** The local stand-in: a consent page on this server, and channels of its own. */
export const localYoutubeProvider = () => localProvider(YOUTUBE, localChannels);

/**
 * Who lists a stored account's channels: the stand-in for the accounts it made, else Google with the account's
 * token (listing needs no client credentials).
 */
export const youtubeProviderOf = (account: ConnectedAccount, env = process.env): AccountProvider =>
  isLocalAccount(account) ? localYoutubeProvider() : googleProvider(env.GOOGLE_CLIENT_ID ?? '', env.GOOGLE_CLIENT_SECRET ?? '');

/** The provider the environment configures, or null in production without Google credentials. */
export const youtubeProvider = (production: boolean, env = process.env): AccountProvider | null => {
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) return googleProvider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  return production ? null : localYoutubeProvider();
};
