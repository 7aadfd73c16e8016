import {
  isLocalAccount,
  localConsentPath,
  localDestinationSeed,
  localProvider as localOf,
  type AccountProvider,
  type ConnectedAccount,
  type Destination,
  type StreamService,
} from '../provider.ts';

export const FACEBOOK: StreamService = {
  slug: 'facebook',
  label: 'Facebook',
  credentials: 'FACEBOOK_APP_ID, FACEBOOK_APP_SECRET',
  localScopes: ['email', 'publish_video'],
};

const GRAPH = 'https://graph.facebook.com/v19.0';

/** The account's own profile, then the pages it manages (Graph API /me and /me/accounts). */
const facebookProfiles = async (account: ConnectedAccount): Promise<Destination[]> => {
  const read = async <T>(path: string, fields: string) => {
    const res = await fetch(`${GRAPH}${path}?${new URLSearchParams({ fields, access_token: account.accessToken ?? '' })}`);
    const answer = (await res.json()) as T & { error?: { message?: string } };
    if (!res.ok) throw new Error(`Facebook did not list the account's profiles: ${answer.error?.message ?? `HTTP ${res.status}`}`);
    return answer;
  };
  const me = await read<{ id: string; name?: string }>('/me', 'id,name');
  const pages = await read<{ data?: { id: string; name?: string }[] }>('/me/accounts', 'id,name');
  return [{ id: me.id, name: me.name }, ...(pages.data ?? [])].map((p) => ({ value: p.id, label: p.name ?? p.id }));
};

/** The local account's profile and its one page: ids of digits as Facebook's, the same on every call. */
const localProfiles = (account: ConnectedAccount): Destination[] =>
  ['profile', 'page'].map((what, i) => ({
    value: `10${localDestinationSeed(account, i + 1)
      .readBigUInt64BE()
      .toString()
      .padStart(13, '0')
      .slice(0, 13)}`,
    label: `${account.name ?? account.externalId}: ${what}`,
  }));

/** Facebook's own OAuth dialog and Graph API (publish_video lets outputs go live on the user's profile). */
export const graphProvider = (appId: string, appSecret: string): AccountProvider => ({
  kind: 'facebook',
  authorizeUrl: (state, redirectUri) =>
    `https://www.facebook.com/v19.0/dialog/oauth?${new URLSearchParams({ client_id: appId, redirect_uri: redirectUri, state, scope: 'email,publish_video' })}`,
  async exchange(code, redirectUri) {
    const token = await fetch(
      `${GRAPH}/oauth/access_token?${new URLSearchParams({ client_id: appId, client_secret: appSecret, redirect_uri: redirectUri, code })}`,
    );
    const { access_token: accessToken, error } = (await token.json()) as { access_token?: string; error?: { message: string } };
    if (!accessToken) throw new Error(`Facebook refused the sign-in: ${error?.message ?? `HTTP ${token.status}`}`);
    const me = (await (await fetch(`${GRAPH}/me?${new URLSearchParams({ fields: 'id,name,email', access_token: accessToken })}`)).json()) as {
      id?: string;
      name?: string;
      email?: string;
    };
    if (!me.id) throw new Error('Facebook did not say whose account this is.');
    return { externalId: me.id, name: me.name ?? me.id, email: me.email ?? null, accessToken, scopes: FACEBOOK.localScopes };
  },
  destinations: facebookProfiles,
});

/** The local consent page's path: it hands the callback a code naming the signed-in user. */
export const LOCAL_CONSENT_PATH = localConsentPath(FACEBOOK);

/** A stand-in for development and tests: no network, an account named after the user who connects it. */
export const localProvider = (): AccountProvider => localOf(FACEBOOK, localProfiles);

/**
 * Who lists a stored account's profiles: the stand-in for the accounts it made, else Facebook with the account's
 * token (listing needs no app secret).
 */
export const facebookProviderOf = (account: ConnectedAccount, env = process.env): AccountProvider =>
  isLocalAccount(account) ? localProvider() : graphProvider(env.FACEBOOK_APP_ID ?? '', env.FACEBOOK_APP_SECRET ?? '');

/** The provider the environment configures, or null in production without Facebook credentials. */
export const facebookProvider = (production: boolean, env = process.env): AccountProvider | null => {
  if (env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) return graphProvider(env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET);
  return production ? null : localProvider();
};
