import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { readThrough, recordConditions, referencedKey, referencesReadThrough } from '../../shared/ruleReferences.ts';
import { dialogFieldsOf, identifyingLabelsOf, ruleValues } from './formFields.ts';
import { initialForm, visibleFieldsOf } from './formValues.ts';
import { withFixedValues } from './derivedValues.ts';

const { Camera, Court, Person } = registry.types;
const ctx = { timeZone: 'UTC' };
const editFields = Camera.actions.find((a) => a.name === 'edit')!.fields;

/** Camera models as the dialog loads them for its rules: 1 and 2 support H.265, 3 does not. */
const models = new Map([1, 2, 3].map((id) => [referencedKey('CameraModel', String(id)), { id, supportsH265: id !== 3 }]));
const read = (record: Record<string, unknown>) => readThrough(record, referencesReadThrough(Camera.fields, recordConditions(Camera)), models);

const camera = (id: string, cameraModel: string, captureH265: boolean) => ({
  id,
  cameraId: `cam-${id}`,
  cameraModel: { id: cameraModel, readminName: `Model ${cameraModel}` },
  captureH265,
  enabled: true,
});

/** The H.265 field of a batch edit of these cameras as the dialog opens: its input state and the value it shows. */
const h265In = (records: ReturnType<typeof camera>[]) => {
  const fields = dialogFieldsOf(Camera, editFields, 'batch', true, records);
  const initial = initialForm(fields, records, ctx);
  const visible = visibleFieldsOf(fields, initial.values, ctx, records.map(ruleValues), read, new Set(initial.multiple));
  const field = visible.find((d) => d.field.name === 'captureH265')!;
  return {
    disabled: field.disabled,
    help: field.field.help,
    shown: withFixedValues(visible, initial.values, ctx).captureH265,
    multiple: initial.multiple.includes('captureH265'),
  };
};

describe('batch edit rules', () => {
  it('judge H.265 capture on each camera with its own model when the models differ (Multiple values)', () => {
    expect(h265In([camera('1', '1', true), camera('2', '2', true)])).toEqual({
      disabled: false,
      help: 'Only for camera models that support H.265.',
      shown: true,
      multiple: false,
    });
  });

  it("show the cameras' own values, enabled, when they differ and every model supports H.265", () => {
    expect(h265In([camera('1', '1', true), camera('2', '2', false)])).toMatchObject({ disabled: false, shown: null, multiple: true });
  });

  it("fix it off, disabled, with the rule's message when no camera's model supports it", () => {
    expect(h265In([camera('1', '3', false), camera('2', '3', false)])).toEqual({
      disabled: true,
      help: 'Capture H.265 is off: the camera model does not support H.265.',
      shown: false,
      multiple: false,
    });
  });

  it("disable it, keeping the cameras' own values, when only some models lack H.265", () => {
    const state = h265In([camera('1', '1', true), camera('2', '3', false)]);
    expect(state).toMatchObject({ disabled: true, shown: null, multiple: true });
    expect(state.help).toContain('That holds for 1 of the 2 selected records');
  });

  it('judge a model picked in the form for every camera, over their own', () => {
    const records = [camera('1', '1', true), camera('2', '2', true)];
    const fields = dialogFieldsOf(Camera, editFields, 'batch', true, records);
    const values = { ...initialForm(fields, records, ctx).values, cameraModel: { id: '3', readminName: 'Model 3' } };
    const visible = visibleFieldsOf(fields, values, ctx, records.map(ruleValues), read, new Set());
    expect(visible.find((d) => d.field.name === 'captureH265')).toMatchObject({ disabled: true, fixed: { value: false } });
  });
});

describe('identifying fields', () => {
  it('are not offered in a batch edit: unique ones and the field that names the record', () => {
    const names = (type: typeof Camera, fields: string[], mode: 'update' | 'batch') =>
      dialogFieldsOf(type, fields, mode, true).map((d) => d.field.name);
    expect(names(Camera, editFields, 'batch')).not.toContain('cameraId');
    expect(names(Camera, editFields, 'batch')).toContain('ipAddress');
    expect(names(Camera, editFields, 'update')).toContain('cameraId');
    expect(names(Court, ['name', 'active'], 'batch')).toEqual(['active']);
    // A name made from a template names no single field.
    expect(names(Person, ['firstName', 'lastName'], 'batch')).toEqual(['firstName', 'lastName']);
  });

  it('are named in the batch edit, so a user knows why they are missing', () => {
    expect(identifyingLabelsOf(Camera, editFields)).toEqual(['Camera ID']);
    expect(identifyingLabelsOf(Person, ['firstName', 'email'])).toEqual([]);
  });

  it("stay an operation's arguments (no display: not a record's fields)", () => {
    const args = { fields: Camera.fields };
    expect(dialogFieldsOf(args, ['cameraId'], 'batch', true).map((d) => d.field.name)).toEqual(['cameraId']);
  });
});
