import type { NormalizedAction, NormalizedCustomOperation, NormalizedField, NormalizedType } from '../../../metadata/normalized.ts';
import { registry } from '../../testing/allTypes.ts';

const field = (name: string, type: string, extra: Partial<NormalizedField> = {}): NormalizedField =>
  ({
    name,
    type,
    label: extra.label ?? name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()),
    column: name,
    ...extra,
  }) as NormalizedField;

/**
 * A record type with a field of every field type, for the dialog framework's stories and tests: no
 * metadata file declares all of them yet.
 */
export const GADGET_FIELDS: NormalizedField[] = [
  field('name', 'string', { required: true, maxLength: 40 }),
  field('notes', 'text'),
  field('count', 'integer', { min: 0, max: 100, step: 5 }),
  field('ratio', 'decimal', { min: 0, max: 1, step: 0.1 }),
  field('enabled', 'boolean'),
  field('kind', 'enum', {
    options: [
      { value: 'camera', label: 'Camera' },
      { value: 'video_overlay', label: 'Video overlay' },
    ],
  }),
  field('installedOn', 'date'),
  field('lastSeenAt', 'datetime'),
  field('opensAt', 'time'),
  field('clipLength', 'duration_seconds', { min: 5, max: 300 }),
  field('settings', 'json'),
  field('tags', 'strings'),
  field('contact', 'email'),
  field('homepage', 'url'),
  field('phone', 'phone'),
  field('ipAddress', 'ip', { label: 'IP address' }),
  field('macAddress', 'mac', { label: 'MAC address' }),
  field('secret', 'password', { minLength: 10 }),
  field('manual', 'file'),
  field('logo', 'image'),
  field('venue', 'reference', { typename: 'Venue' }),
  field('courts', 'references', { typename: 'Court', label: 'Courts' }),
  field('overlay', 'rectangle', { visibleWhen: { '==': [{ var: 'kind' }, 'video_overlay'] } }),
  field('org', 'reference', { typename: 'Org', label: 'Organisation', lockedOnEdit: true, required: true }),
  field('internal', 'boolean', { adminOnly: true }),
  field('serial', 'string', { readOnly: true }),
];

export const gadgetAction = (extra: Partial<NormalizedAction> = {}): NormalizedAction => ({
  name: 'edit',
  label: 'Edit',
  kind: 'update',
  mutation: 'gadgetsUpdate',
  fields: GADGET_FIELDS.map((f) => f.name),
  batch: true,
  placement: 'both',
  roles: ['platformAdmin', 'orgAdmin'],
  result: 'close',
  ...extra,
});

/** Court's metadata with the gadget fields: a routed type whose fixture rows live under 'courts'. */
export const Gadget: NormalizedType & { route: string } = {
  ...registry.types.Court,
  typename: 'Court',
  route: 'courts',
  label: { singular: 'Gadget', plural: 'Gadgets' },
  fields: GADGET_FIELDS,
  actions: [gadgetAction()],
};

export const gadgetRecord = (extra: Record<string, unknown> = {}) => ({
  id: '3',
  readminName: 'Gadget 3',
  name: 'Gadget 3',
  count: 10,
  ratio: 0.5,
  enabled: true,
  kind: 'camera',
  installedOn: '2026-01-15',
  lastSeenAt: '2026-03-01T10:30:00.000Z',
  opensAt: '08:30:00',
  clipLength: 90,
  settings: { fps: 30 },
  tags: ['north', 'indoor'],
  venue: { id: '100', readminName: 'Central Arena' },
  venueId: '100',
  courts: [],
  courtIds: [],
  org: { id: '10', readminName: 'Hoops League' },
  orgId: '10',
  ...extra,
});

/** Rows the pickers search: venues and courts. */
export const pickerRows = {
  venues: Array.from({ length: 25 }, (_, i) => ({
    id: String(100 + i),
    readminName: i === 0 ? 'Central Arena' : `Venue ${String(i).padStart(2, '0')}`,
  })),
  courts: [
    { id: '3', readminName: 'Central Court 1' },
    { id: '4', readminName: 'North Court 1' },
  ],
  orgs: [{ id: '10', readminName: 'Hoops League' }],
};

/** A declared operation of Gadget on one record, answering what `returns` says. */
export const gadgetOperation = (name: string, returns: NormalizedCustomOperation['returns']): NormalizedCustomOperation => ({
  name,
  description: '',
  target: 'one',
  ids: 'id',
  grant: 'read',
  roles: ['platformAdmin', 'orgAdmin'],
  arguments: [],
  returns,
});

/** Gadget with these declared operations. */
export const gadgetWith = (...operations: NormalizedCustomOperation[]): typeof Gadget => ({
  ...Gadget,
  operations: { ...Gadget.operations, custom: Object.fromEntries(operations.map((o) => [o.name, o])) },
});

/** The record action running a declared operation (field-less: it confirms first). */
export const operationAction = (operation: NormalizedCustomOperation, label: string): NormalizedAction =>
  gadgetAction({ name: operation.name, label, kind: 'custom', mutation: operation.name, fields: [], batch: false, placement: 'record' });
