import { useGetList } from 'react-admin';
import type { Option } from '../../../metadata/normalized.ts';
import { DIALOG_SHELL } from '../../dialogs/shellNames.ts';

/**
 * The options of an enum field: its own, or those its optionsQuery lists (timeZones). The list changes
 * only with a deploy, so it is fetched once per page visit.
 *
 * @example const { options, isPending } = useFieldOptions(field);
 */
export const useFieldOptions = (field: { options?: Option[]; optionsQuery?: string }) => {
  const { data, isPending } = useGetList<{ id: string; name: string }>(
    DIALOG_SHELL.optionsQuery,
    { meta: { query: field.optionsQuery } },
    { enabled: Boolean(field.optionsQuery), staleTime: Infinity },
  );
  if (!field.optionsQuery) return { options: field.options ?? [], isPending: false };
  return { options: (data ?? []).map((r) => ({ value: r.name, label: r.name })), isPending };
};
