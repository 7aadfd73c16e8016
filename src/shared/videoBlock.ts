import { CONSOLE_BASE } from '../metadata/naming.ts';

/** The Video Block panel's two calls (spec 002 §7 "Calls outside GraphQL"). */
export type VideoBlockAction = 'enable' | 'disable';

/** What an organisation's Video Block is now, as the routes answer it (ISO 8601 start, null when off). */
export interface OrgVideoBlock {
  videoBlockActive: boolean;
  videoBlockStartedAt: string | null;
}

/** POST /readmin/orgs/{orgId}/dashboard/video_block_enable or …_disable. */
export const orgVideoBlockPath = (orgId: string | number, action: VideoBlockAction): string =>
  `${CONSOLE_BASE}/orgs/${orgId}/dashboard/video_block_${action}`;
