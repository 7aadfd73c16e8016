import type { NormalizedType } from '../../metadata/normalized.ts';
import { breaksCheck } from '../../metadata/recordCheck.ts';
import { isEmpty } from '../fieldTypes/validation.ts';
import type { FieldProblem } from '../errors.ts';
import { ruleRecord } from './fieldRules.ts';
import { NO_READ_THROUGH, type ReadThrough } from './referencedRecords.ts';
import type { Row } from '../db/row.ts';

/**
 * The type's rules across fields (metadata `checks`: a stop at least 5 seconds after the start) that the
 * write would break, judged on each record as it would be: this write's values over the stored row. A
 * check reads through references as the field rules do (`reading`). A check waits while a value it reads is empty, since the field's own required rule reports that.
 * `targets` are the rows an update writes, or [null] for a create.
 */
export const recordCheckProblems = (
  type: NormalizedType,
  columns: Record<string, unknown>,
  targets: (Row | null)[],
  reading: ReadThrough = NO_READ_THROUGH,
): FieldProblem[] =>
  type.checks.flatMap(({ rule, field, message }) => {
    const breaks = (row: Row | null) => breaksCheck(rule, ruleRecord(type, row, columns, reading), isEmpty);
    return targets.some(breaks) ? [{ field, message }] : [];
  });
