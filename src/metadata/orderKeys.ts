import type { NormalizedOrderOption, NormalizedType } from './normalized.ts';
import type { FieldType } from '../generated/metadataTypes.ts';
import { columnOf } from './columns.ts';

/**
 * The keys of a list order, from the metadata alone: the server sorts and pages by them
 * (src/server/records/ordering.ts) and the generator indexes them (src/generator/tablePlan.ts).
 */
export interface OrderKey {
  column: string;
  desc: boolean;
  notNull: boolean;
  type: FieldType;
}

/** The keys of an order option, ending with id in the direction of the last key (one direction indexes best). */
export const orderKeysOf = (type: NormalizedType, option: NormalizedOrderOption | undefined): OrderKey[] => {
  const keys = (option?.by ?? []).filter((b) => b.field !== 'id').map((b) => ({ ...columnOf(type, b.field), desc: b.direction === 'desc' }));
  const explicitId = option?.by.find((b) => b.field === 'id');
  const idDesc = explicitId ? explicitId.direction === 'desc' : keys.length ? keys[keys.length - 1].desc : true;
  return [...keys, { column: 'id', desc: idDesc, notNull: true, type: 'reference' }];
};
