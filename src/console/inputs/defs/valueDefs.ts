import { BooleanInput } from '../components/BooleanInput.tsx';
import { DateInput, DateTimeInput } from '../components/DateInputs.tsx';
import { EnumInput } from '../components/EnumInput.tsx';
import { StringsInput } from '../components/StringsInput.tsx';
import { checked, fail, ok, type InputDef } from '../inputDef.ts';
import { dateProblem, fromLocalDateTime, toLocalDateTime } from '../rules/dateValue.ts';
import { jsonText, parseJson } from '../rules/jsonValue.ts';
import { JsonInput } from './lazyInputs.ts';
import { asText } from './textDefs.ts';

/** Flags, choices, calendar values, raw JSON and lists of texts. */
export const VALUE_INPUTS = {
  boolean: {
    Input: BooleanInput,
    empty: null,
    fromRecord: (field, record) => (record[field.name] as boolean | null) ?? null,
    parse: (_, v) => ok(v),
  } satisfies InputDef<boolean | null>,
  enum: { Input: EnumInput, empty: '', fromRecord: (field, record) => asText(record[field.name]), parse: (_, v) => ok(v) } satisfies InputDef<string>,
  date: {
    Input: DateInput,
    empty: '',
    fromRecord: (field, record) => asText(record[field.name]).slice(0, 10),
    parse: (_, v) => checked(dateProblem(v), v),
  } satisfies InputDef<string>,
  datetime: {
    Input: DateTimeInput,
    empty: '',
    fromRecord: (field, record, ctx) => toLocalDateTime(record[field.name], ctx.timeZone),
    parse: (_, v, ctx) => {
      const iso = fromLocalDateTime(v, ctx.timeZone);
      return iso ? ok(iso) : fail('must be a date and time');
    },
  } satisfies InputDef<string>,
  json: {
    Input: JsonInput,
    empty: '',
    fromRecord: (field, record) => jsonText(record[field.name]),
    parse: (_, v) => {
      const parsed = parseJson(v);
      return parsed.ok ? ok(parsed.value) : { ok: false, message: parsed.message, json: true };
    },
  } satisfies InputDef<string>,
  strings: {
    Input: StringsInput,
    empty: [],
    fromRecord: (field, record) => [...((record[field.name] as string[] | null) ?? [])],
    parse: (_, v) => ok(v),
  } satisfies InputDef<string[]>,
};
