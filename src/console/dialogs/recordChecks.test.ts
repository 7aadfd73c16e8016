import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { dialogFieldsOf } from './formFields.ts';
import { initialForm } from './formValues.ts';
import { recordChecksValidator } from './recordChecks.ts';

const Incident = registry.types.Incident;
const ctx = { timeZone: 'UTC' };

describe("a dialog checks the type's rules across fields before it submits", () => {
  const fields = dialogFieldsOf(Incident, ['incidentStartTime', 'incidentStopTime'], 'update', true);
  const form = (start: number, stop: number) => initialForm(fields, [{ id: 1, incidentStartTime: start, incidentStopTime: stop }], ctx).values;

  it('reports the message on its field when the form breaks a check', () => {
    const validate = recordChecksValidator(Incident.checks, fields, ctx, []);
    expect(validate(form(10, 12))).toEqual({ incidentStopTime: 'The start must be at least 5 seconds before the stop.' });
    expect(validate(form(10, 311))).toEqual({ incidentStopTime: 'An incident may span at most 300 seconds.' });
    expect(validate(form(10, 310))).toEqual({});
  });

  it("reads the record's other values where the form leaves them out, and waits while a value is empty", () => {
    const stopOnly = dialogFieldsOf(Incident, ['incidentStopTime'], 'update', true);
    const validate = recordChecksValidator(Incident.checks, stopOnly, ctx, [{ incidentStartTime: 100 }]);
    const values = initialForm(stopOnly, [{ id: 1, incidentStopTime: 102 }], ctx).values;
    expect(validate(values)).toEqual({ incidentStopTime: 'The start must be at least 5 seconds before the stop.' });
    expect(recordChecksValidator(Incident.checks, stopOnly, ctx, [{ incidentStartTime: null }])(values)).toEqual({});
  });
});
