import type { NormalizedField } from '../../../metadata/normalized.ts';
import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';
import type { PickedRecord } from '../picker/pickerParams.ts';
import { useFormField } from '../suggestions/FormTypeContext.ts';
import type { RangeVideo } from './rangeVideoRequest.ts';

/**
 * The video a videoRange input plays and is bounded by: its `video` path ('game.video') read from the
 * record the form's reference names (the incident's game). `video` is null while the form names no
 * record, when it has no video, or outside a record's dialog; fetched once per record and page visit.
 */
export const useRangeVideo = (
  field: NormalizedField,
  values: Record<string, unknown> | undefined,
): { video: RangeVideo | null; loading: boolean } => {
  const [referenceName, association] = (field.input?.video ?? '').split('.');
  const reference = useFormField(referenceName);
  const picked = values?.[referenceName] as PickedRecord | null | undefined;
  const id = picked?.id != null && picked.id !== '' ? String(picked.id) : null;
  const enabled = id !== null && reference?.typename !== undefined;
  const { data, isLoading } = useConsoleQuery(
    'rangeVideo',
    { id: id ?? '', typename: reference?.typename ?? '', association },
    { enabled, staleTime: Infinity, retry: false },
  );
  return { video: enabled ? (data ?? null) : null, loading: enabled && isLoading };
};
