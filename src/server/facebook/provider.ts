import { CONSOLE_BASE } from '../../shared/naming.ts';

/** The Facebook account a user connected: who it is and the token outputs post with. */
export interface FacebookAccount {
  fbUserId: string;
  name: string;
  email: string | null;
  accessToken: string;
}

/**
 * The external OAuth flow behind one interface (spec 001 §7: "Connecting Facebook starts an external auth
 * flow"): where the browser goes to consent, and the account behind the code it comes back with. The Graph
 * API provider is used when FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set; otherwise (development, tests)
 * the local provider, whose consent page is this server's own and says yes at once.
 */
export interface FacebookProvider {
  kind: 'facebook' | 'local';
  authorizeUrl(state: string, redirectUri: string): string;
  exchange(code: string, redirectUri: string): Promise<FacebookAccount>;
}

const GRAPH = 'https://graph.facebook.com/v19.0';

/** Facebook's own OAuth dialog and Graph API (publish_video lets outputs go live on the user's profile). */
export const graphProvider = (appId: string, appSecret: string): FacebookProvider => ({
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
    return { fbUserId: me.id, name: me.name ?? me.id, email: me.email ?? null, accessToken };
  },
});

/** The local consent page's path: it hands the callback a code naming the signed-in user. */
export const LOCAL_CONSENT_PATH = `${CONSOLE_BASE}/facebook/local_consent`;

/** A stand-in for development and tests: no network, an account named after the user who connects it. */
export const localProvider = (): FacebookProvider => ({
  kind: 'local',
  authorizeUrl: (state) => `${LOCAL_CONSENT_PATH}?${new URLSearchParams({ state })}`,
  async exchange(code) {
    const { id, email } = JSON.parse(Buffer.from(code, 'base64url').toString('utf8')) as { id: number; email: string };
    return { fbUserId: `local-${id}`, name: `Local Facebook account of ${email}`, email, accessToken: `local-token-${id}` };
  },
});

/** The provider the environment configures, or null in production without Facebook credentials. */
export const facebookProvider = (production: boolean, env = process.env): FacebookProvider | null => {
  if (env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) return graphProvider(env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET);
  return production ? null : localProvider();
};
