import jsonLogic from 'json-logic-js';

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

/** The value a rule computes over `data` ({"var": "user.email"} → the email), for rules that give a value rather than a condition. */
export const valueOf = (rule: JsonLogic, data: unknown): unknown => jsonLogic.apply(rule as never, data as never);
