import { ClockInput } from '../components/ClockInput.tsx';
import { DurationInput } from '../components/DurationInput.tsx';
import { NumberInput } from '../components/NumberInput.tsx';
import { fail, ok, type InputDef } from '../inputDef.ts';
import { numberText, parseNumber } from '../rules/numberValue.ts';
import { formatClock, parseClock, timeProblem } from '../rules/timeValue.ts';
import { asText } from './textDefs.ts';

const number = (integer: boolean): InputDef<string> => ({
  Input: NumberInput,
  empty: '',
  fromRecord: (field, record) => numberText(record[field.name]),
  parse: (field, value) => {
    const parsed = parseNumber(value, { integer, min: field.min, max: field.max, step: field.step });
    return parsed.ok ? ok(parsed.value) : fail(parsed.message);
  },
});

/** HH:mm:ss: a time of day kept as text, or a duration kept as seconds (min and max in seconds). */
const time = (timeOfDay: boolean): InputDef<string> => ({
  Input: timeOfDay ? ClockInput : DurationInput,
  empty: '',
  fromRecord: (field, record) => {
    const v = record[field.name];
    return timeOfDay ? asText(v) : typeof v === 'number' ? formatClock(v) : '';
  },
  parse: (field, value) => {
    const problem = timeProblem(value, { min: field.min, max: field.max, unit: 'seconds', timeOfDay });
    return problem ? fail(problem) : ok(timeOfDay ? value.trim() : parseClock(value));
  },
});

export const NUMBER_INPUTS = {
  integer: number(true),
  decimal: number(false),
  duration_seconds: time(false),
  time: time(true),
} satisfies Record<string, InputDef<string>>;
