import type { CompiledQuery } from 'kysely';

/**
 * COPY cannot take bind parameters, so the export query's values are written into its text as
 * literals. Values come from validated filters; strings are quoted with doubled quotes (standard
 * conforming strings), so no value can end its literal.
 */
const literal = (v: unknown): string => {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`cannot inline ${v}`);
    return String(v);
  }
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) return literal(v.toISOString());
  if (Array.isArray(v)) {
    if (!v.every((x) => typeof x === 'number' && Number.isFinite(x))) throw new Error('only arrays of numbers can be inlined');
    return `'{${v.join(',')}}'`;
  }
  if (typeof v === 'object') return literal(JSON.stringify(v));
  return `'${String(v).replace(/'/g, "''")}'`;
};

export const inlineParameters = (query: Pick<CompiledQuery, 'sql' | 'parameters'>): string =>
  // One pass: text already inlined is never scanned again for $n.
  query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= query.parameters.length) throw new Error(`no value for parameter $${n}`);
    return literal(query.parameters[index]);
  });
