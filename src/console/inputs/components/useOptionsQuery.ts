import type { Option } from '../../../metadata/normalized.ts';
import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';

/**
 * The options of an enum field (or filter): its own, or those its option source's query lists
 * (timeZones, countries, sports, …). The lists change only with a deploy, so each is fetched once per
 * page visit and shared by every input, cell and filter that shows it.
 *
 * @example const { options, isPending } = useFieldOptions(field);
 */
export const useFieldOptions = (field: { options?: Option[]; optionsQuery?: string }) => {
  const { data, isPending } = useConsoleQuery(
    'optionsQuery',
    { query: field.optionsQuery ?? '' },
    { enabled: Boolean(field.optionsQuery), staleTime: Infinity },
  );
  if (!field.optionsQuery) return { options: field.options ?? [], isPending: false };
  return { options: (data ?? []).map((o) => ({ value: o.value, label: o.label })), isPending };
};
