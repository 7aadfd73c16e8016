import type { FastifyRequest } from 'fastify';
import type { Registry } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import { SESSION_COOKIE, sessionUserId } from '../auth/sessions.ts';
import { loadViewer, type Viewer } from '../auth/viewer.ts';

/** The signed-in user of a request (from its session cookie), or null. */
export const requestViewer = async (db: Db, registry: Registry, req: FastifyRequest): Promise<Viewer | null> => {
  const userId = await sessionUserId(db, req.cookies[SESSION_COOKIE]);
  return userId ? loadViewer(db, registry, userId) : null;
};
