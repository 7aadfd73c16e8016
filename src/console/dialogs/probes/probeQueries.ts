import type { ProbeName } from '../../../metadata/probes.ts';
import { formatDateTime } from '../../fields/format.ts';

/** What a probe answered: whether it found anything, and the found things as its panel lists them. */
export interface ProbeAnswer {
  found: boolean;
  items: { id: string; text: (timeZone: string) => string }[];
}

interface ProbeQuery {
  /** The GraphQL document: its variables are the probe's arguments (src/metadata/probes.ts). */
  document: string;
  answer: (data: Record<string, unknown>) => ProbeAnswer;
}

interface RecordingSpan {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  state: string;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The console's side of each probe: its query and how its answer reads in the panel. */
export const PROBE_QUERIES: Record<ProbeName, ProbeQuery> = {
  recordingsAny: {
    document: `query ReadminProbeRecordingsAny($courtId: ID!, $from: String!, $to: String!) {
  recordingsAny(courtId: $courtId, from: $from, to: $to) { any recordings { id startedAt finishedAt state } }
}`,
    answer: (data) => {
      const { any, recordings } = data.recordingsAny as { any: boolean; recordings: RecordingSpan[] };
      return {
        found: any,
        items: recordings.map((r) => ({
          id: r.id,
          text: (timeZone) =>
            `Recording ${r.id}: ${formatDateTime(r.startedAt, timeZone)} – ${r.finishedAt ? formatDateTime(r.finishedAt, timeZone) : 'still recording'} (${capitalised(r.state)})`,
        })),
      };
    },
  },
};
