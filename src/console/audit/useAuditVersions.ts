import type { DateRange } from '../../shared/dateRange/presets.ts';
import { useConsoleQuery } from '../operations/useConsoleQuery.ts';

export const AUDIT_PAGE_SIZES = [10, 20, 50, 100];

export interface AuditQuery {
  itemType: string;
  itemId: string;
  /** Inclusive days read in `timeZone`; null is all time. */
  dateRange: DateRange | null;
  timeZone: string;
  page: number;
  perPage: number;
}

/**
 * One page of a record's audit history (offset paging; spec 000 §9: 10 a page by default) and the
 * number of versions in the date range.
 *
 * @example const { versions, total } = useAuditVersions({ itemType: 'Court', itemId: '5', dateRange: null, timeZone, page: 1, perPage: 10 });
 */
export const useAuditVersions = ({ itemType, itemId, dateRange, timeZone, page, perPage }: AuditQuery) => {
  const { data, isPending, error } = useConsoleQuery('paperTrail', {
    itemType,
    itemId,
    dateRange: dateRange && { ...dateRange, timeZone },
    page,
    perPage,
  });
  return { versions: data?.versions ?? [], total: data?.total ?? 0, isPending, error };
};
