import type { NormalizedType } from '../../metadata/normalized.ts';
import { breaksCheck } from '../../metadata/recordCheck.ts';
import type { InputContext } from '../inputs/inputDef.ts';
import { isEmptyValue } from '../inputs/rules/required.ts';
import type { DialogField } from './formFields.ts';
import { logicValues, type FormValues } from './formValues.ts';
import { NO_READ_THROUGH, type ReadThroughRecord } from './readThroughRecord.ts';

type Row = Record<string, unknown>;

/**
 * The type's rules across fields (metadata `checks`) as a dialog's `validate`: each record as it would be
 * after the dialog (the form's values over the record, read through references), a check waiting while a value it reads is empty,
 * as on the server (src/server/records/recordChecks.ts), which has the last word.
 */
export const recordChecksValidator =
  (checks: NormalizedType['checks'], fields: DialogField[], ctx: InputContext, records: Row[]) =>
  (values: FormValues, read: ReadThroughRecord = NO_READ_THROUGH): Record<string, string> => {
    const data = logicValues(fields, values, ctx);
    const asTheyWouldBe = (records.length ? records.map((record) => ({ ...record, ...data })) : [data]).map(read);
    const errors: Record<string, string> = {};
    for (const { rule, field, message } of checks) {
      if (asTheyWouldBe.some((record) => breaksCheck(rule, record, isEmptyValue))) errors[field] ??= message;
    }
    return errors;
  };
