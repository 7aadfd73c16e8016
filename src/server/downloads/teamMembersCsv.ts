import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../metadata/normalized.ts';
import type { Database } from '../db/database.ts';
import { requestViewer } from '../http/requestViewer.ts';
import { RecordStore } from '../records/store.ts';
import { accessFor, canAtAll } from '../access/ownership.ts';
import { exportQuery } from '../exports/exportQuery.ts';
import { writeCsv } from '../exports/writeCsv.ts';
import { parseRecordId } from '../input/ids.ts';

export interface DownloadRouteDeps {
  database: Database;
  registry: Registry;
}

/** `?active_leagues_only=true` (or 1): only members of teams in at least one active league. */
const activeLeaguesOnly = (query: unknown): boolean => {
  const v = (query as Record<string, unknown> | undefined)?.active_leagues_only;
  return v === 'true' || v === '1';
};

/**
 * Spec 002 §2 "Downloads by link": GET /readmin/orgs/{orgId}/team_members.csv, the organisation's team
 * members as a CSV file (the columns of the Team Members list's export, times in the organisation's zone).
 * The same access as the list: signed in, the organisation readable and team members readable there;
 * anything else answers 404 alike, so ids reveal nothing. Written by PostgreSQL's CSV writer to a
 * temporary file, then streamed.
 */
export const registerDownloadRoutes = (app: FastifyInstance, deps: DownloadRouteDeps) => {
  app.get<{ Params: { orgId: string } }>('/readmin/orgs/:orgId/team_members.csv', async (req, reply) => {
    const viewer = await requestViewer(deps.database.db, deps.registry, req);
    if (!viewer) return reply.status(401).type('application/json; charset=utf-8').send({ error: 'Sign in to download.' });
    const orgId = parseRecordId(req.params.orgId);
    const type = deps.registry.types.TeamMember;
    const org = orgId === null ? null : await new RecordStore(deps.database.db, deps.registry, viewer).get('Org', orgId).catch(() => null);
    if (!org || !canAtAll(accessFor(viewer, type, 'read')))
      return reply.status(404).type('application/json; charset=utf-8').send({ error: 'Not Found' });
    const inOrg = sql<boolean>`t.team_id IN (SELECT id FROM teams WHERE org_id = ${orgId})`;
    const active = sql<boolean>`EXISTS (SELECT 1 FROM teams tm JOIN leagues l ON l.id = ANY(tm.league_ids) WHERE tm.id = t.team_id AND l.active)`;
    const where = activeLeaguesOnly(req.query) ? sql<boolean>`${inOrg} AND ${active}` : inOrg;
    const query = exportQuery(deps.registry, type, viewer, { where }, String(org.timeZone ?? 'UTC'));
    const dir = await mkdtemp(path.join(tmpdir(), 'readmin-download-'));
    const file = path.join(dir, 'team_members.csv');
    await writeCsv(deps.database, query, file, () => {});
    const stream = createReadStream(file);
    stream.on('close', () => void rm(dir, { recursive: true, force: true }));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="team_members.csv"')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
};
