import type { FastifyRequest } from 'fastify';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Registry } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { hashSecretToken } from '../auth/secretTokens.ts';
import { loadSessionViewer, type Viewer } from '../auth/viewer.ts';
import type { ViewerCache } from '../auth/viewerCache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The viewers of recent sessions (createApp's); a server without one reads the viewer on every request. */
    viewerCache?: ViewerCache;
  }
}

/** The signed-in user of a request (from its session cookie), or null: kept from an earlier request, else one query. */
export const requestViewer = async (db: Db, registry: Registry, req: FastifyRequest): Promise<Viewer | null> => {
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return null;
  // The loader is written in place: tsx (esbuild's keepNames) wraps a function assigned to a name in a naming
  // call, which would run on every request.
  const cache = req.server.viewerCache;
  if (cache) return cache.viewer(token, () => sessionOf(db, registry, token));
  return (await sessionOf(db, registry, token))?.viewer ?? null;
};

/** The session a cookie holds, read by its hash only when it is read: a kept viewer is found by the cookie itself (see ViewerCache). */
const sessionOf = (db: Db, registry: Registry, token: string) => loadSessionViewer(db, registry, hashSecretToken(token));

/**
 * A mutation may have ended a session or changed a role. This process forgets its viewers before it answers, so
 * the caller's next request here is read afresh: the NOTIFY that tells every process may reach this one a
 * moment after the answer has gone.
 */
export const forgetViewersAfterMutations = (cache: ViewerCache | undefined): Plugin => ({
  onExecute: ({ args }) => {
    if (cache && getOperationAST(args.document, args.operationName)?.operation === 'mutation') return { onExecuteDone: () => cache.changed() };
  },
});
