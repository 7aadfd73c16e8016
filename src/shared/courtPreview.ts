import { CONSOLE_BASE } from '../metadata/naming.ts';

/** The routes whose records have a Court Preview tab: ad assets and ad presets. */
export type CourtPreviewRoute = 'ad_assets' | 'ad_presets';

/**
 * The address of the court preview JPEG of an ad asset or preset on one court, served by
 * src/server/features/ads/courtPreviewRoute.ts and shown by the Court Preview tab.
 */
export const courtPreviewPath = (route: CourtPreviewRoute, id: number | string, courtId?: number | string) =>
  `${CONSOLE_BASE}/${route}/${id}/court_preview.jpg${courtId === undefined ? '' : `?courtId=${encodeURIComponent(String(courtId))}`}`;
