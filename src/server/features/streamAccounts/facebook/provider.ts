import { localConsentPath, localProvider as localOf, type AccountProvider, type StreamService } from '../provider.ts';

export const FACEBOOK: StreamService = {
  slug: 'facebook',
  label: 'Facebook',
  credentials: 'FACEBOOK_APP_ID, FACEBOOK_APP_SECRET',
  localScopes: ['email', 'publish_video'],
};

const GRAPH = 'https://graph.facebook.com/v19.0';

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
});

/** The local consent page's path: it hands the callback a code naming the signed-in user. */
export const LOCAL_CONSENT_PATH = localConsentPath(FACEBOOK);

/** A stand-in for development and tests: no network, an account named after the user who connects it. */
export const localProvider = (): AccountProvider => localOf(FACEBOOK);

/** The provider the environment configures, or null in production without Facebook credentials. */
export const facebookProvider = (production: boolean, env = process.env): AccountProvider | null => {
  if (env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) return graphProvider(env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET);
  return production ? null : localProvider();
};
