import { useGetList } from 'react-admin';
import type { Option } from '../../../metadata/normalized.ts';
import { DIALOG_SHELL } from '../../dialogs/shellNames.ts';

/**
 * The options of an enum field (or filter): its own, or those its option source's query lists
 * (timeZones, countries, sports, …). The lists change only with a deploy, so each is fetched once per
 * page visit and shared by every input, cell and filter that shows it.
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
  return { options: (data ?? []).map((r) => ({ value: String(r.id), label: r.name })), isPending };
};
