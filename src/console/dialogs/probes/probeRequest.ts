import type { ProbeName } from '../../../shared/probes.ts';
import type { GraphqlRequest } from '../../graphql/request.ts';
import { PROBE_QUERIES } from './probeQueries.ts';

export interface ProbeParams {
  id: string;
  meta: { query: ProbeName; arguments: Record<string, unknown> };
}

/** A probe's query (DIALOG_SHELL.probe, getOne): answers { id, found, items }. */
export const probeRequest = (params: ProbeParams): GraphqlRequest => {
  const probe = PROBE_QUERIES[params.meta.query];
  return {
    query: probe.document,
    variables: params.meta.arguments,
    parseResponse: ({ data }) => ({ data: { id: params.id, ...probe.answer(data) } }),
  };
};
