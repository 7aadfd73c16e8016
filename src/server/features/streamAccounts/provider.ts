import { CONSOLE_BASE } from '../../../metadata/naming.ts';

/** An account a user connected on a streaming service (Facebook, YouTube): who it is and the token outputs post with. */
export interface StreamAccount {
  /** The service's id of the account (Facebook user id, Google account id). */
  externalId: string;
  name: string;
  email: string | null;
  accessToken: string;
  /** The OAuth scopes the user granted (YouTube: manage and read channels). */
  scopes: string[];
}

/**
 * A streaming service's OAuth flow behind one interface: where the browser goes to consent, and the account
 * behind the code it comes back with. Each service has its real provider (used when its credentials are
 * set) and, in development and tests, the local provider, whose consent page is this server's own.
 */
export interface AccountProvider {
  kind: 'facebook' | 'youtube' | 'local';
  authorizeUrl(state: string, redirectUri: string): string;
  exchange(code: string, redirectUri: string): Promise<StreamAccount>;
}

/** A streaming service's place in the console: its routes' base path and its name in words. */
export interface StreamService {
  /** facebook → /readmin/facebook/{account,connect,callback,local_consent}. */
  slug: 'facebook' | 'youtube';
  label: string;
  /** The environment variables that configure its real provider, named when they are missing. */
  credentials: string;
  /** The scopes the local provider grants (all the real one asks for). */
  localScopes: string[];
}

export const serviceBase = (service: Pick<StreamService, 'slug'>) => `${CONSOLE_BASE}/${service.slug}`;
export const localConsentPath = (service: Pick<StreamService, 'slug'>) => `${serviceBase(service)}/local_consent`;

/** A stand-in for development and tests: no network, an account named after the user who connects it. */
export const localProvider = (service: StreamService): AccountProvider => ({
  kind: 'local',
  authorizeUrl: (state) => `${localConsentPath(service)}?${new URLSearchParams({ state })}`,
  async exchange(code) {
    const { id, email } = JSON.parse(Buffer.from(code, 'base64url').toString('utf8')) as { id: number; email: string };
    return {
      externalId: `local-${id}`,
      name: `Local ${service.label} account of ${email}`,
      email,
      accessToken: `local-token-${id}`,
      scopes: service.localScopes,
    };
  },
});
