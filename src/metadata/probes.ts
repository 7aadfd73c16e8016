/**
 * Probes: read queries a dialog runs while the user fills it (an action's `probe` in the metadata), shown
 * as a panel under the fields. Each names its query's arguments, which the action maps to dialog fields,
 * and the panel's words; the console's request and list of found items are in src/console/dialogs/probes/.
 * The JSON Schema's enum of `probe.query` lists the same names (tests/unit/probes.test.ts).
 */
export const PROBES = {
  /** Spec 001 §2, §8: whether the court has uploaded or archived recordings overlapping the times. */
  recordingsAny: {
    arguments: ['courtId', 'from', 'to'],
    found: 'Recordings available',
    missing: 'Recordings not available',
    looking: 'Looking for recordings…',
  },
} as const satisfies Record<string, { arguments: readonly string[]; found: string; missing: string; looking: string }>;

export type ProbeName = keyof typeof PROBES;
