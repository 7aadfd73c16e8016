import type { FieldType } from '../../generated/metadataTypes.ts';
import type { ServerFieldType } from './serverFieldType.ts';
import { LINK_TYPES } from './linkTypes.ts';
import { NUMBER_TYPES } from './numberTypes.ts';
import { TEXT_TYPES } from './textTypes.ts';
import { VALUE_TYPES } from './valueTypes.ts';

export type { Checked, FilterMatch, ServerFieldType, TextContext } from './serverFieldType.ts';

/**
 * Every field type as the server handles it (validation, list filter, export text, audit value, cursor
 * check), one family per module, grouped as the console's inputs are (src/console/inputs/defs/). A Record
 * over FieldType: a type added to the JSON Schema does not compile until each family module covers it.
 */
export const SERVER_FIELD_TYPES: Record<FieldType, ServerFieldType> = {
  ...TEXT_TYPES,
  ...NUMBER_TYPES,
  ...VALUE_TYPES,
  ...LINK_TYPES,
};
