import type { NormalizedType } from '../../metadata/normalized.ts';
import { countries } from '../../metadata/optionSources/countries.ts';
import { isEmpty } from '../fieldTypes/validation.ts';
import type { FieldProblem } from '../errors.ts';
import { ruleRecord } from './fieldRules.ts';
import type { Row } from '../db/row.ts';

/**
 * States of the chosen country (fields with `subdivisionOf`): each record as it would be must name one of
 * its country's ISO 3166-2 subdivisions. A country without subdivisions takes any name.
 */
export const subdivisionProblems = (type: NormalizedType, columns: Record<string, unknown>, targets: (Row | null)[]): FieldProblem[] =>
  type.fields
    .filter((f) => f.subdivisionOf !== undefined)
    .flatMap((field) => {
      const wrong = targets
        .map((row) => ruleRecord(type, row, columns))
        .map((record) => ({ state: record[field.name], country: countries.options().find((c) => c.value === record[field.subdivisionOf!]) }))
        .find(({ state, country }) => !isEmpty(state) && country?.states.length && !country.states.some((s) => s.label === state));
      return wrong ? [{ field: field.name, message: `${field.label} must be a state of ${wrong.country!.label}` }] : [];
    });
