import { Ajv } from 'ajv';
import schema from '../../schema/metadata.schema.json' with { type: 'json' };
import { CODES, type Problem } from './problems.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(schema);

/** Every JSON Schema violation of one metadata file, each with its JSON path. */
export const schemaProblems = (file: string, data: unknown): Problem[] => {
  if (validate(data)) return [];
  return (
    (validate.errors ?? [])
      // if/then and anyOf wrappers repeat what their inner errors already say.
      .filter((e) => !['if', 'anyOf', 'oneOf'].includes(e.keyword) || validate.errors!.length === 1)
      .map((e) => ({
        code: CODES.schema,
        file,
        path: `$${e.instancePath.replace(/\/([^/]+)/g, (_, k: string) => (/^\d+$/.test(k) ? `[${k}]` : `.${k}`))}`,
        message:
          e.keyword === 'additionalProperties'
            ? `unknown property '${(e.params as { additionalProperty: string }).additionalProperty}'`
            : e.keyword === 'enum'
              ? `${e.message}: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`
              : (e.message ?? 'is invalid'),
      }))
  );
};
