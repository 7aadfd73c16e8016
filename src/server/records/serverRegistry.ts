import type { RawBuilder } from 'kysely';
import type { Registry } from '../../metadata/normalized.ts';
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

/**
 * A feature's rule that hides some fields of a type's rows while it holds for the row (an organisation's video
 * block hides its videos' media). Wherever such a row leaves the server (GraphQL fields, attribute entries,
 * display URLs, CSV exports, file routes) those fields read as `hidden` (records/rowMasks.ts).
 */
export interface RowMask {
  /** Holds for the row aliased `t`. */
  when: RawBuilder<boolean>;
  /** What each hidden field (by name) reads as while the rule holds. */
  hidden: Record<string, unknown>;
}

/**
 * The registry as the server reads records: the normalized metadata and the installed features' parts of a read
 * (Payload's sanitized config), made once at start (install.ts) and passed wherever the engine reads.
 */
export interface ServerRegistry extends Registry {
  features: {
    /** Modules of computed fields, by the name metadata gives them. */
    computedFields: Record<string, ComputedField>;
    /** Row masks, by typename. */
    rowMasks: Record<string, RowMask>;
  };
}
