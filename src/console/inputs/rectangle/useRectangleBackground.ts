import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';
import type { PickedRecord } from '../picker/pickerParams.ts';

/**
 * The image a rectangle is drawn over: the preview of the first court the form names in its `courts`
 * field (an ad asset's courts), null when there is none. Knows nothing of the record type: any form with
 * courts gets its first court's snapshot. Fetched once per court and page visit.
 */
export const useRectangleBackground = (values: Record<string, unknown> | undefined): string | null => {
  const courts = values?.courts;
  const courtId = Array.isArray(courts) ? (courts as PickedRecord[])[0]?.id : undefined;
  const { data } = useConsoleQuery(
    'courtSnapshot',
    { courtId: String(courtId ?? '') },
    { enabled: courtId != null && courtId !== '', staleTime: Infinity, retry: false },
  );
  return courtId != null ? (data ?? null) : null;
};
