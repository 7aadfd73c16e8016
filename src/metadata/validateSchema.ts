import { Ajv, type ErrorObject } from 'ajv';
import schema from '../../schema/metadata.schema.json' with { type: 'json' };
import { CODES, type Problem } from './problems.ts';
import { didYouMean } from './suggest.ts';

// verbose: each error carries its schema, so an unknown property can be matched against the known ones.
const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
const validate = ajv.compile(schema);

/** A JSON path ($.fields.name.type) from ajv's JSON pointer (/fields/name/type). */
export const jsonPath = (pointer: string): string =>
  `$${pointer.replace(/\/([^/]+)/g, (_, k: string) => (/^\d+$/.test(k) ? `[${k}]` : `.${k.replace(/~1/g, '/').replace(/~0/g, '~')}`))}`;

/** One ajv error in words, with the nearest known name for an unknown property or a value outside an enum. */
export const schemaMessage = (e: ErrorObject): string => {
  if (e.keyword === 'additionalProperties') {
    const unknown = (e.params as { additionalProperty: string }).additionalProperty;
    const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    return `unknown property '${unknown}'${didYouMean(unknown, known)}`;
  }
  if (e.keyword === 'enum') {
    const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
    const hint = typeof e.data === 'string' ? didYouMean(e.data, allowed.map(String)) : '';
    return `${e.message}: ${allowed.join(', ')}${hint}`;
  }
  return e.message ?? 'is invalid';
};

/** Every JSON Schema violation of one metadata file, each with its JSON path. */
export const schemaProblems = (file: string, data: unknown): Problem[] => {
  if (validate(data)) return [];
  return (
    (validate.errors ?? [])
      // if/then and anyOf wrappers repeat what their inner errors already say.
      .filter((e) => !['if', 'anyOf', 'oneOf'].includes(e.keyword) || validate.errors!.length === 1)
      .map((e) => ({ code: CODES.schema, file, path: jsonPath(e.instancePath), message: schemaMessage(e) }))
  );
};
