import { CONSOLE_BASE } from '../../metadata/naming.ts';

/**
 * The platform admins' Audit Events list filtered to one record: the list's URL hash (spec 000 §2.14)
 * with filtersHash { itemType, itemId }. Filters the list does not declare are dropped by it, so the
 * link degrades to the whole list rather than failing.
 */
export const auditEventsPath = (itemType: string, itemId: string): string =>
  `${CONSOLE_BASE}/paper_trail_versions#${encodeURIComponent(JSON.stringify({ filtersHash: { itemType, itemId } }))}`;
