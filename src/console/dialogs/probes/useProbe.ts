import type { NormalizedAction } from '../../../metadata/normalized.ts';
import type { ProbeName } from '../../../metadata/probes.ts';
import { useDebounced } from '../../hooks/useDebounced.ts';
import type { InputContext } from '../../inputs/inputDef.ts';
import type { DialogField } from '../formFields.ts';
import { logicValues, type FormValues } from '../formValues.ts';
import type { ProbeAnswer } from './probeQueries.ts';
import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';

export type ProbeState =
  { status: 'incomplete' } | { status: 'pending' } | { status: 'failed'; message: string } | ({ status: 'answered' } & ProbeAnswer);

/**
 * An action's probe (metadata `probe`) over the dialog's values: its arguments are the API values of the
 * fields it names, sent 300 ms after the last change (useDebounced), each set once per page visit.
 * 'incomplete' while one of them is empty or not a valid value yet; a refusal ('End time must be after
 * the start time') is 'failed' with the server's words.
 */
export const useProbe = (probe: NormalizedAction['probe'], fields: DialogField[], values: FormValues, ctx: InputContext): ProbeState | null => {
  const api = logicValues(fields, values, ctx);
  const args = probe ? Object.fromEntries(Object.entries(probe.arguments).map(([arg, field]) => [arg, api[field] ?? null])) : {};
  const complete = Object.values(args).every((v) => v !== null && v !== '' && typeof v !== 'object');
  const key = useDebounced(complete ? JSON.stringify(args) : '');
  const settled = key !== '' && key === JSON.stringify(args);
  const { data, error, isPending } = useConsoleQuery(
    'probe',
    { query: probe?.query as ProbeName, arguments: key ? (JSON.parse(key) as Record<string, unknown>) : {} },
    { enabled: Boolean(probe) && settled, retry: false, staleTime: 60_000 },
  );
  if (!probe) return null;
  if (!complete) return { status: 'incomplete' };
  if (!settled || (isPending && !error)) return { status: 'pending' };
  if (error) return { status: 'failed', message: (error as Error).message };
  return { status: 'answered', found: data!.found, items: data!.items };
};
