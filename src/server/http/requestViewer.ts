import type { FastifyRequest } from 'fastify';
import type { Registry } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { hashSecretToken } from '../auth/secretTokens.ts';
import { loadSessionViewer, type Viewer } from '../auth/viewer.ts';

/** The signed-in user of a request (from its session cookie), or null: one query. */
export const requestViewer = async (db: Db, registry: Registry, req: FastifyRequest): Promise<Viewer | null> => {
  const token = req.cookies[SESSION_COOKIE];
  return token ? loadSessionViewer(db, registry, hashSecretToken(token)) : null;
};
