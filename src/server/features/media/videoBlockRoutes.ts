import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ServerRegistry } from '../../records/serverRegistry.ts';
import type { Db } from '../../db/database.ts';
import { CSRF_COOKIE, CSRF_HEADER, type Csrf } from '../../auth/csrf.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { requestViewer } from '../../http/requestViewer.ts';
import { readableRecord } from '../../http/readableRecord.ts';
import { recordVersions } from '../../audit/versions.ts';
import { orgVideoBlockPath, type OrgVideoBlock, type VideoBlockAction } from '../../../shared/videoBlock.ts';
import { jsonError } from '../../http/jsonError.ts';

export interface VideoBlockRouteDeps {
  db: Db;
  registry: ServerRegistry;
  csrf: Csrf;
}

/** Who may stop and restart an organisation's video: platform admins and the organisation's own admins. */
export const mayBlockVideo = (viewer: Viewer, orgId: number): boolean => viewer.isAdmin || viewer.memberships.orgAdmin.ids.includes(orgId);

/** Turns the block on (keeping its start when already on) or off (clearing its start), audited, in one transaction. */
const setVideoBlock = async (deps: VideoBlockRouteDeps, viewer: Viewer, orgId: number, action: VideoBlockAction): Promise<OrgVideoBlock> => {
  const type = deps.registry.types.Org;
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('orgs').selectAll().where('id', '=', orgId).forUpdate().executeTakeFirstOrThrow();
    const values =
      action === 'enable'
        ? {
            video_block_active: true,
            video_block_started_at: before.video_block_active && before.video_block_started_at ? before.video_block_started_at : sql<Date>`now()`,
          }
        : { video_block_active: false, video_block_started_at: null };
    const after = await trx
      .updateTable('orgs')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('id', '=', orgId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordVersions(trx, deps.registry, type, 'update', { userId: viewer.userId, via: 'console' }, [{ id: orgId, before, after }]);
    const startedAt = after.video_block_started_at;
    return { videoBlockActive: after.video_block_active, videoBlockStartedAt: startedAt ? new Date(startedAt).toISOString() : null };
  });
};

/**
 * Spec 002 §7 "Calls outside GraphQL": POST /readmin/orgs/{orgId}/dashboard/video_block_enable and
 * …_disable, from the Dashboard's Video Block panel. Signed in (else 401), with the page's CSRF token in the
 * x-csrf-token header like every mutation (else 403), the organisation readable (else 404, as for another
 * organisation's admin) and administered by the viewer (else 403). Answers the block's new state.
 */
export const registerVideoBlockRoutes = (app: FastifyInstance, deps: VideoBlockRouteDeps): void => {
  for (const action of ['enable', 'disable'] as const)
    app.post<{ Params: { orgId: string } }>(orgVideoBlockPath(':orgId', action), async (req, reply) => {
      const viewer = await requestViewer(deps.db, deps.registry, req);
      if (!viewer) return jsonError(reply, 401, 'Sign in to change the video block.');
      if (!deps.csrf.isValid(req.cookies[CSRF_COOKIE], req.headers[CSRF_HEADER] as string | undefined))
        return jsonError(reply, 403, 'Missing or invalid CSRF token.');
      const org = await readableRecord(deps.db, deps.registry, viewer, 'Org', req.params.orgId);
      if (!org) return jsonError(reply, 404, 'Not Found');
      const orgId = org.id;
      if (!mayBlockVideo(viewer, orgId))
        return jsonError(reply, 403, "Only platform admins and the organisation's admins may change its video block.");
      const state = await setVideoBlock(deps, viewer, orgId, action);
      req.log.info({ orgId, action }, 'video block changed');
      return reply.header('cache-control', 'no-store').send(state);
    });
};
