import { describe, expect, it } from 'vitest';
import type { NormalizedField } from '../../metadata/normalized.ts';
import { registry } from '../testing/allTypes.ts';
import { collectForm, type CollectArgs } from './collectForm.ts';
import { dialogFieldsOf, type DialogField } from './formFields.ts';
import { createDefaults, initialForm, visibleFieldsOf } from './formValues.ts';

const { Court, Org, Team, User } = registry.types;
const ctx = { timeZone: 'UTC' };
const f = (name: string, type: string, extra: Partial<NormalizedField> = {}): DialogField => ({
  field: { name, type, label: name[0].toUpperCase() + name.slice(1), column: name, ...extra } as NormalizedField,
  disabled: false,
});
const collect = (args: Partial<CollectArgs> & Pick<CollectArgs, 'fields' | 'values'>) =>
  collectForm({ initial: {}, multiple: new Set(), mode: 'create', ctx, ...args });

describe('dialog fields', () => {
  it('leave out read-only fields, show admin-only ones to platform admins, disable locked ones when editing', () => {
    const names = Org.actions.find((a) => a.name === 'edit')!.fields;
    expect(dialogFieldsOf(Org, names, 'update', false).map((d) => d.field.name)).not.toContain('allowPracticeMode');
    expect(dialogFieldsOf(Org, names, 'update', true).map((d) => d.field.name)).toContain('allowPracticeMode');
    const court = dialogFieldsOf(Court, ['org', 'name'], 'update', true);
    expect(court.map((d) => [d.field.name, d.disabled])).toEqual([
      ['org', true],
      ['name', false],
    ]);
    expect(dialogFieldsOf(Court, ['org'], 'create', true)[0].disabled).toBe(false);
  });
  it('show Video Settings with the camera disabled and Prevent Deletion for platform admins only (002 §5)', () => {
    const { Video } = registry.types;
    const settings = (isAdmin: boolean) =>
      dialogFieldsOf(Video, ['surface', 'court', 'camera', 'disabled', 'preventDeletion'], 'batch', isAdmin).map((d) => [d.field.name, d.disabled]);
    expect(settings(false)).toEqual([
      ['surface', false],
      ['court', false],
      ['camera', true],
      ['disabled', false],
    ]);
    expect(settings(true).at(-1)).toEqual(['preventDeletion', false]);
  });
});

describe('initial values', () => {
  it('start a create from defaults and the organisation of the page', () => {
    const fields = dialogFieldsOf(Court, ['org', 'name', 'active'], 'create', true);
    expect(initialForm(fields, [createDefaults(Court.fields, { orgId: '10' })], ctx).values).toEqual({ org: { id: '10' }, name: '', active: true });
  });
  it("mark fields whose values differ among the records as 'Multiple values'", () => {
    const fields = dialogFieldsOf(Team, ['denyAccess', 'videoRecordingPermitted'], 'batch', true);
    const records = [
      { denyAccess: true, videoRecordingPermitted: true },
      { denyAccess: false, videoRecordingPermitted: true },
    ];
    expect(initialForm(fields, records, ctx)).toEqual({ values: { denyAccess: null, videoRecordingPermitted: true }, multiple: ['denyAccess'] });
  });
});

describe('collectForm', () => {
  it("fails '{label} is required' for empty values, empty lists included", () => {
    const result = collect({
      fields: [f('name', 'string', { required: true }), f('courts', 'references', { required: true })],
      values: { name: '  ', courts: [] },
    });
    expect(result).toMatchObject({ ok: false, problems: ['Name is required', 'Courts is required'] });
  });
  it('sends API values under API names on create, leaving empty optional fields out', () => {
    const fields = [f('name', 'string'), f('venue', 'reference'), f('leagues', 'references'), f('homeScore', 'integer'), f('notes', 'text')];
    const values = { name: 'Court 1', venue: { id: '4', readminName: 'Arena' }, leagues: [{ id: '1' }, { id: '2' }], homeScore: '12', notes: '' };
    expect(collect({ fields, values })).toEqual({ ok: true, data: { name: 'Court 1', venueId: '4', leagueIds: ['1', '2'], homeScore: 12 } });
  });
  it('sends only changed fields when editing, null for a cleared one, never a locked one', () => {
    const fields = [{ ...f('org', 'reference'), disabled: true }, f('name', 'string'), f('scorekeeperName', 'string'), f('active', 'boolean')];
    const initial = { org: { id: '1' }, name: 'Court 1', scorekeeperName: 'Bob', active: true };
    const values = { org: { id: '2' }, name: 'Court 2', scorekeeperName: '', active: true };
    expect(collect({ fields, values, initial, mode: 'update' })).toEqual({ ok: true, data: { name: 'Court 2', scorekeeperName: null } });
  });
  it("keeps each record's value for fields still showing 'Multiple values'", () => {
    const fields = [f('name', 'string', { required: true }), f('denyAccess', 'boolean')];
    const args = { fields, values: { name: '', denyAccess: true }, initial: { name: '', denyAccess: false }, mode: 'batch' as const };
    expect(collect({ ...args, multiple: new Set(['name']) })).toEqual({ ok: true, data: { denyAccess: true } });
    expect(collect({ ...args, multiple: new Set() })).toMatchObject({ ok: false, problems: ['Name is required'] });
  });
  it('reports JSON that does not parse apart, for the JSON Error dialog', () => {
    const result = collect({ fields: [f('settings', 'json')], values: { settings: '{"a": }' } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.json?.label).toBe('Settings');
    expect(!result.ok && result.json?.message).toMatch(/JSON/);
  });
  it('words value problems after the label', () => {
    const result = collect({
      fields: [f('ip', 'ip'), f('mac', 'mac'), f('start', 'duration_seconds', { min: 5 })],
      values: { ip: '10.0.0', mac: '00:11', start: '00:00:01' },
    });
    expect(result).toMatchObject({
      ok: false,
      problems: [
        'Ip must be four dotted numbers with an optional /prefix',
        'Mac must be six pairs of hex digits separated by colons',
        'Start must be at least 5 seconds',
      ],
    });
  });
  it('leaves an empty password out of an edit, and adds rules across fields', () => {
    const password = dialogFieldsOf(User, ['password'], 'update', true);
    expect(collect({ fields: password, values: { password: '' }, initial: { password: '' }, mode: 'update' })).toEqual({ ok: true, data: {} });
    const validate = (v: Record<string, unknown>): Record<string, string> => (v.a === v.b ? {} : { b: 'Passwords do not match' });
    expect(collect({ fields: [f('a', 'password'), f('b', 'password')], values: { a: 'x', b: 'y' }, validate })).toMatchObject({
      ok: false,
      problems: ['Passwords do not match'],
    });
  });
});

describe('visibleWhen', () => {
  it('is evaluated over the form values, references by id', () => {
    const fields = [
      f('kind', 'enum'),
      f('position', 'rectangle', { visibleWhen: { '==': [{ var: 'kind' }, 'video_overlay'] } }),
      f('venue', 'reference'),
      f('x', 'string', { visibleWhen: { '==': [{ var: 'venue' }, '4'] } }),
    ];
    const names = (values: Record<string, unknown>) => visibleFieldsOf(fields, values, ctx).map((d) => d.field.name);
    expect(names({ kind: 'banner', venue: null })).toEqual(['kind', 'venue']);
    expect(names({ kind: 'video_overlay', venue: { id: '4' } })).toEqual(['kind', 'position', 'venue', 'x']);
  });

  it("reads an edited record's other fields: a player number only for players, in every record of a batch", () => {
    const fields = [f('playerNumber', 'integer', { visibleWhen: { '==': [{ var: 'role' }, 'player'] } })];
    const names = (records: Record<string, unknown>[]) => visibleFieldsOf(fields, { playerNumber: '4' }, ctx, records).map((d) => d.field.name);
    expect(names([{ role: 'player' }])).toEqual(['playerNumber']);
    expect(names([{ role: 'coach' }])).toEqual([]);
    expect(names([{ role: 'player' }, { role: 'coach' }])).toEqual([]);
    // A create has no record: the form's own values decide.
    expect(names([])).toEqual([]);
  });
});
