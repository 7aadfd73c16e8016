import { createHash } from 'node:crypto';
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

/** The stored account an output goes live with: whose it is and the token the service's API takes. */
export interface ConnectedAccount {
  externalId: string;
  name: string | null;
  email: string | null;
  accessToken: string | null;
}

/** Somewhere an output can go live on an account (a YouTube channel, a Facebook profile or page): its id and name. */
export interface Destination {
  value: string;
  label: string;
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
  /** Where the account's outputs can go live, as the service lists them now. */
  destinations(account: ConnectedAccount): Promise<Destination[]>;
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

/** Accounts the local provider made: their ids are its own, never a service's (digits). */
export const isLocalAccount = (account: Pick<ConnectedAccount, 'externalId'>) => account.externalId.startsWith('local-');

/**
 * A stand-in for development and tests: no network, an account named after the user who connects it, whose
 * destinations (`localDestinations`) are the same on every call for the same account, and its own.
 */
export const localProvider = (service: StreamService, localDestinations: (account: ConnectedAccount) => Destination[]): AccountProvider => ({
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
  destinations: async (account) => localDestinations(account),
});

/** A stable stand-in id for the local account's nth destination: base64url (YouTube) or digits (Facebook) of a hash. */
export const localDestinationSeed = (account: Pick<ConnectedAccount, 'externalId'>, n: number) =>
  createHash('sha256').update(`${account.externalId}:${n}`).digest();
