import type { FieldType } from '../../generated/metadataTypes.ts';
import { LINK_INPUTS } from './defs/linkDefs.ts';
import { NUMBER_INPUTS } from './defs/numberDefs.ts';
import { TEXT_INPUTS } from './defs/textDefs.ts';
import { VALUE_INPUTS } from './defs/valueDefs.ts';
import type { InputDef } from './inputDef.ts';

/**
 * The input of every field type (spec 000 §5, 001 §5): a Record over FieldType, so a new field type
 * does not compile until its input, empty value and conversions are written (src/console/inputs/defs/).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry has its own value type
export const FIELD_INPUTS: Record<FieldType, InputDef<any>> = {
  ...TEXT_INPUTS,
  ...NUMBER_INPUTS,
  ...VALUE_INPUTS,
  ...LINK_INPUTS,
};
