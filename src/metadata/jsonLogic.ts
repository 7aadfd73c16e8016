import jsonLogic from 'json-logic-js';

/**
 * {"addSeconds": [instant, seconds]}: the ISO instant that many seconds later, or null when either is
 * missing (a dialog's prefill: a game schedule's end is its start plus its duration).
 */
jsonLogic.add_operation('addSeconds', (instant: unknown, seconds: unknown) => {
  const start = typeof instant === 'string' ? Date.parse(instant) : NaN;
  return Number.isNaN(start) || typeof seconds !== 'number' ? null : new Date(start + seconds * 1000).toISOString();
});

/**
 * {"secondsOfDay": [time]}: the seconds since midnight of an HH:mm(:ss) time of day, or null when it is not
 * one (a recording block's end is its start time plus its duration).
 */
jsonLogic.add_operation('secondsOfDay', (time: unknown) => {
  const m = typeof time === 'string' ? /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time) : null;
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0) : null;
});

/** A JSON Logic expression (https://jsonlogic.com); conditions in metadata are data, never code. */
export type JsonLogic = Record<string, unknown> | boolean;

export const evaluate = (rule: JsonLogic | undefined, data: unknown): boolean =>
  rule === undefined ? true : Boolean(jsonLogic.apply(rule as never, data as never));

/** Every variable a rule reads ({"var": "a.b"} → "a.b"), used by the metadata checks. */
export const variablesOf = (rule: unknown): string[] => {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [op, arg] of Object.entries(node)) {
      if (op === 'var') {
        const name = Array.isArray(arg) ? arg[0] : arg;
        if (typeof name === 'string' && name !== '') found.push(name);
      } else walk(arg); // inside some/all/none the inner rule reads the fields of each selected record
    }
  };
  walk(rule);
  return found;
};

/**
 * The value a rule computes over `data` ({"var": "user.email"} → the email; a dialog's prefill), for rules that
 * give a value rather than a condition.
 */
export const valueOf = (rule: JsonLogic, data: unknown): unknown => jsonLogic.apply(rule as never, data as never);
