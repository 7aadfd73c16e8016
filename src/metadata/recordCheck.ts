import { evaluate, variablesOf, type JsonLogic } from './jsonLogic.ts';

/**
 * Whether a record breaks a check across fields (metadata `checks`): the rule is false while every value
 * it reads is set; a check waits while one is empty, since the field's own required rule reports that.
 * The server and the dialogs judge with this one rule, each with its own notion of empty.
 */
export const breaksCheck = (rule: JsonLogic, record: Record<string, unknown>, isEmpty: (value: unknown) => boolean): boolean =>
  !variablesOf(rule).some((name) => isEmpty(record[name.split('.')[0]])) && !evaluate(rule, record);
