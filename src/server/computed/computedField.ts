import type { RawBuilder } from 'kysely';
import type { ComputedSignature } from '../../metadata/crossCheck.ts';

/**
 * A derived field (a metadata field with `"computed": "<name>"`): its value as one SQL expression over the
 * row aliased `t`, usually a correlated subquery. Lists select it beside the row's columns in the same
 * query, so a page of records costs one query however many computed fields it shows; an expression must
 * therefore stay cheap per row (an index behind every subquery, no scan of a large table).
 */
export interface ComputedField extends ComputedSignature {
  sql: RawBuilder<unknown>;
}
