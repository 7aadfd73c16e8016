import { KNOWN_DEFECTS, type MatrixRole } from './expectations.ts';

/** One checked cell of the matrix: a type, a role, a check (list, detail of the own row, update of the foreign row, …). */
export interface Cell {
  typename: string;
  role: MatrixRole;
  check: string;
  ok: boolean;
  detail: string;
}

export type GraphqlError = { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> };

/** The codes a refusal answers with: not allowed, not signed in, or (for a row out of reach) not found. */
export const REFUSED = new Set(['FORBIDDEN', 'UNAUTHENTICATED', 'NOT_FOUND']);

/** The error of one aliased field of a batched query, if any. */
export const errorAt = (errors: GraphqlError[] | undefined, alias: string): GraphqlError | undefined => errors?.find((e) => e.path?.[0] === alias);

export const isRefusal = (error: GraphqlError | undefined): boolean => Boolean(error && REFUSED.has(String(error.extensions?.code)));

export const describeError = (error: GraphqlError | undefined): string =>
  error ? `${String(error.extensions?.code)}: ${error.message}` : 'no error';

/** Collects the cells and the listed gaps (checks the demo data cannot make), and reports them. */
export class Matrix {
  readonly cells: Cell[] = [];
  readonly gaps: string[] = [];
  readonly defects: string[] = [];
  /** Type × role pairs where the role has no own row by design (a platform type for an organisation admin, say). */
  unowned = 0;

  /** Records a cell; a known defect that still fails is listed instead, one that passes fails (its entry must go). */
  check(typename: string, role: MatrixRole, check: string, ok: boolean, detail = ''): void {
    const defect = KNOWN_DEFECTS[`${typename} × ${role}: ${check}`];
    if (defect && !ok) this.defects.push(`${typename} × ${role}: ${check}: ${defect} (${detail})`);
    if (defect) this.cells.push({ typename, role, check, ok: !ok, detail: ok ? 'a known defect now passes: remove it from KNOWN_DEFECTS' : detail });
    else this.cells.push({ typename, role, check, ok, detail });
  }

  gap(typename: string, role: MatrixRole | '*', check: string, why: string): void {
    this.gaps.push(`${typename} × ${role}: ${check}: ${why}`);
  }

  failuresOf(typename: string): string[] {
    return this.cells.filter((c) => c.typename === typename && !c.ok).map((c) => `${c.role} ${c.check}: ${c.detail}`);
  }
}
