import type { NormalizedOperation, NormalizedType } from '../../metadata/normalized.ts';
import { inputTypeName } from '../../metadata/naming.ts';
import { toAttributes } from './attributes.ts';
import type { ApiRecord, GraphqlRequest } from '../../shared/graphql/request.ts';
import { recordFields } from '../../shared/graphql/selection.ts';

type Data = Record<string, unknown>;

/** The registry's operation, or an error naming what the type does not allow. */
const operationOf = (type: NormalizedType, kind: 'create' | 'update' | 'remove'): NormalizedOperation => {
  const op = type.operations[kind];
  if (!op) throw new Error(`${type.label.plural} cannot be ${kind === 'remove' ? 'removed' : `${kind}d`} here.`);
  return op;
};

/** One mutation per record for operations the API only offers one id at a time; aliased into one request. */
const perRecord = (op: NormalizedOperation, inputs: Data[], selection: string): GraphqlRequest => {
  const variables = Object.fromEntries(inputs.map((input, i) => [`input${i}`, input]));
  const declarations = inputs.map((_, i) => `$input${i}: ${inputTypeName(op.name)}!`).join(', ');
  const fields = inputs.map((_, i) => `r${i}: ${op.name}(input: $input${i}) ${selection}`).join('\n  ');
  return {
    query: `mutation Readmin_${op.name}(${declarations}) {\n  ${fields}\n}`,
    variables,
    parseResponse: () => undefined,
  };
};

const single = (op: NormalizedOperation, input: Data, selection: string, parse: (result: unknown) => unknown): GraphqlRequest => ({
  query: `mutation Readmin_${op.name}($input: ${inputTypeName(op.name)}!) { result: ${op.name}(input: $input) ${selection} }`,
  variables: { input },
  parseResponse: ({ data }) => parse(data.result),
});

export const createRequest = (type: NormalizedType, params: { data: Data; meta?: { confirmed?: boolean } }): GraphqlRequest =>
  single(
    operationOf(type, 'create'),
    { ...toAttributes(type, params.data, 'create'), ...(params.meta?.confirmed && { confirmed: true }) },
    `{ ${recordFields(type)} }`,
    (record) => ({ data: record as ApiRecord }),
  );

/** A record's version as read, the one its edit sends (docs/operations.md "Concurrent edits"). */
export const lockVersionOf = (record: Data | undefined): number | undefined =>
  typeof record?.lockVersion === 'number' ? record.lockVersion : undefined;

/** What an edit sends of the versions it read: `lockVersion` for one record, `lockVersions` for a batch; nothing for unknown versions. */
export const versionsInput = (records: { id: unknown; lockVersion?: number }[], batch: boolean): Data => {
  const known = records.filter((r): r is { id: unknown; lockVersion: number } => typeof r.lockVersion === 'number');
  if (!known.length) return {};
  if (!batch && known.length === 1) return { lockVersion: known[0].lockVersion };
  return { lockVersions: known.map(({ id, lockVersion }) => ({ id, lockVersion })) };
};

export const updateRequest = (type: NormalizedType, params: { id: unknown; data: Data; previousData?: Data }): GraphqlRequest => {
  const op = operationOf(type, 'update');
  const attributes = toAttributes(type, params.data, 'update', params.previousData);
  const versions = versionsInput([{ id: params.id, lockVersion: lockVersionOf(params.previousData) }], Boolean(op.batch));
  const input = op.batch ? { ids: [params.id], attributes, ...versions } : { id: params.id, attributes, ...versions };
  return single(op, input, `{ ${recordFields(type)} }`, (result) => ({ data: (op.batch ? (result as ApiRecord[])[0] : result) as ApiRecord }));
};

/** meta.lockVersions: the version of each record as the batch edit read it (absent: no check, as the API allows). */
export const updateManyRequest = (
  type: NormalizedType,
  params: { ids: unknown[]; data: Data; meta?: { lockVersions?: Record<string, number> } },
): GraphqlRequest => {
  const op = operationOf(type, 'update');
  const attributes = toAttributes(type, params.data, 'update');
  const done = () => ({ data: params.ids });
  const seen = params.meta?.lockVersions ?? {};
  const versionOf = (id: unknown) => ({ id, lockVersion: seen[String(id)] });
  if (op.batch) return single(op, { ids: params.ids, attributes, ...versionsInput(params.ids.map(versionOf), true) }, '{ id }', done);
  return {
    ...perRecord(
      op,
      params.ids.map((id) => ({ id, attributes, ...versionsInput([versionOf(id)], false) })),
      '{ id }',
    ),
    parseResponse: done,
  };
};

export const deleteRequest = (type: NormalizedType, params: { id: unknown; previousData?: Data }): GraphqlRequest => {
  const op = operationOf(type, 'remove');
  return single(op, op.batch ? { ids: [params.id] } : { id: params.id }, '{ ids }', () => ({ data: params.previousData ?? { id: params.id } }));
};

export const deleteManyRequest = (type: NormalizedType, params: { ids: unknown[] }): GraphqlRequest => {
  const op = operationOf(type, 'remove');
  const done = () => ({ data: params.ids });
  if (op.batch) return single(op, { ids: params.ids }, '{ ids }', done);
  return {
    ...perRecord(
      op,
      params.ids.map((id) => ({ id })),
      '{ ids }',
    ),
    parseResponse: done,
  };
};
