/**
 * A named prepared statement's answers all describe the same columns, yet pg works its row description out afresh
 * for every execution (Result.addFields): it fills an `Object.create(null)` with each column's name, read anew from
 * the wire, and copies it into the template of a row. In a CPU profile of bench:peer's detail that was 4% of this
 * server's time a request, twice what PostGraphile's one JSON column costs it. A connection of preparedStatements.ts
 * keeps what addFields made at a statement's first execution on it and gives it to the later ones, whose rows are
 * then also built with names V8 has already seen as keys.
 *
 * This leans on pg's Query (`name`, `types`, `_result`, `_results`, `_checkForMultirow`, `_accumulateRows`) and Result
 * (`fields`, `_parsers`, `_prebuiltEmptyResultObject`) internals; keptRowDescriptions.test.ts fails if a pg upgrade
 * changes them.
 */
import pg from 'pg';

/** What Result.addFields works out from a row description. */
interface KeptDescription {
  fields: pg.FieldDef[];
  parsers: unknown[];
  prebuilt: object;
}

/** The parts of pg's Result this reads and sets (not in its type declarations). */
interface ResultInternals {
  fields: pg.FieldDef[];
  _parsers?: unknown[];
  _prebuiltEmptyResultObject?: object;
}

/** A connection's kept descriptions, by statement name, for rows read with one set of type parsers. */
export type KeptDescriptions = Map<string, KeptDescription>;

/** The parts of pg's Query this reads and sets (not in its type declarations). */
interface QueryInternals {
  name: string;
  types?: pg.CustomTypesConfig;
  _result: ResultInternals;
  _results: ResultInternals;
  _accumulateRows: unknown;
  _checkForMultirow(): void;
}

const pgHandleRowDescription = (pg.Query.prototype as unknown as { handleRowDescription(message: unknown): void }).handleRowDescription;

/** A named statement: its name, text, parameters and the type parsers its rows are read with (pg's when none). */
interface NamedStatement {
  name: string;
  text: string;
  values: unknown[];
  types?: pg.CustomTypesConfig;
}

/** A named statement's execution on a connection that keeps its descriptions in `kept`. */
class KeptDescriptionQuery extends pg.Query {
  /**
   * Made from the statement's text, not from a config object: pg copies a config object through its property
   * descriptors (cloneQueryConfig), 2–8 µs a query in a CPU profile of detail requests, where a text costs nothing.
   */
  constructor(
    statement: NamedStatement,
    readonly kept: KeptDescriptions,
    callback: (error: Error | null, result: pg.QueryResult) => void,
  ) {
    super(statement.text, statement.values, callback as never);
    const query = this as unknown as QueryInternals;
    query.name = statement.name;
    if (statement.types) {
      // What pg's constructor does with a config's types: its result reads rows with them.
      query.types = statement.types;
      query._results = query._result = new pg.Result(undefined as never, statement.types as never) as unknown as ResultInternals;
    }
  }

  /**
   * The answer's row description. While a connection keeps a statement prepared, PostgreSQL answers it with the
   * same columns or not at all ('cached plan must not change result type', preparedStatements.ts), so the
   * description kept from its first execution on this connection serves every later one.
   */
  handleRowDescription(message: { fields: pg.FieldDef[] }): void {
    const query = this as unknown as QueryInternals;
    const kept = this.kept.get(query.name);
    if (!kept || kept.fields.length !== message.fields.length) {
      pgHandleRowDescription.call(this, message);
      const made = query._result;
      if (made._parsers && made._prebuiltEmptyResultObject)
        this.kept.set(query.name, { fields: made.fields, parsers: made._parsers, prebuilt: made._prebuiltEmptyResultObject });
      return;
    }
    // pg's handleRowDescription, with addFields' work taken from the kept description.
    query._checkForMultirow();
    query._result.fields = kept.fields;
    query._result._parsers = kept.parsers;
    query._result._prebuiltEmptyResultObject = kept.prebuilt;
    // pg keeps the rows when the query has a callback, as queryKeepingDescription's always has.
    query._accumulateRows = true;
  }
}

/**
 * Runs a named statement on `client`, whose descriptions for these `types` are `kept`; its result as
 * `client.query` gives it. (The callback is written in place: tsx names a function assigned to a name, on every call.)
 */
export const queryKeepingDescription = (client: pg.ClientBase, kept: KeptDescriptions, statement: NamedStatement): Promise<pg.QueryResult> =>
  new Promise((resolve, reject) => {
    void client.query(new KeptDescriptionQuery(statement, kept, (error, result) => (error ? reject(error) : resolve(result))));
  });
