import type { ProbeName } from '../../../metadata/probes.ts';
import type { ConsoleRequest } from '../../operations/consoleRequest.ts';
import { PROBE_QUERIES, type ProbeAnswer } from './probeQueries.ts';

export interface ProbeParams {
  query: ProbeName;
  arguments: Record<string, unknown>;
}

/** A probe's query (probeQueries.ts) with the arguments the dialog's fields give it. */
export const probeRequest = (params: ProbeParams): ConsoleRequest<ProbeAnswer> => {
  const probe = PROBE_QUERIES[params.query];
  return { query: probe.document, variables: params.arguments, parse: (data) => probe.answer(data) };
};
