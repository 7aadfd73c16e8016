import type { FieldType } from '../generated/metadataTypes.ts';

/**
 * The JSON Logic a list scope or filter option may use, parsed into the few shapes the server's SQL
 * translator (src/server/records/whereSql.ts) renders. The translator and `npm run check:metadata` (M502)
 * both go through parseSqlCondition, so a rule the metadata check accepts is a rule the server can run,
 * and anything else is refused with where it is, never bound as a literal or dropped.
 */

export type Literal = string | number | boolean;
/** How a field's column is tested for JSON Logic truth ({"var": "f"}, "!", "!!"). */
export type Truthiness = 'text' | 'number' | 'boolean' | 'present' | 'list';
/** The JSON type a literal compared with the field must have. */
export type LiteralKind = 'string' | 'number' | 'boolean';

export interface ColumnSupport {
  truthy: Truthiness | null;
  /** null: the field cannot be compared with ==, != or in. */
  literal: LiteralKind | null;
  /** <, >, <=, >= are meaningful (numbers, dates, times, text). */
  ordered: boolean;
}

const TEXT: ColumnSupport = { truthy: 'text', literal: 'string', ordered: true };
const NUMBER: ColumnSupport = { truthy: 'number', literal: 'number', ordered: true };
const MOMENT: ColumnSupport = { truthy: 'present', literal: 'string', ordered: true };
const NONE: ColumnSupport = { truthy: null, literal: null, ordered: false };

/** What a condition may do with each field type; a new field type does not compile until it is here. */
export const CONDITION_SUPPORT: Record<FieldType, ColumnSupport> = {
  string: TEXT,
  text: TEXT,
  email: TEXT,
  url: TEXT,
  phone: TEXT,
  ip: TEXT,
  mac: TEXT,
  time: TEXT,
  enum: TEXT,
  integer: NUMBER,
  decimal: NUMBER,
  duration_seconds: NUMBER,
  reference: { truthy: 'present', literal: 'number', ordered: false },
  boolean: { truthy: 'boolean', literal: 'boolean', ordered: false },
  date: MOMENT,
  datetime: MOMENT,
  strings: { truthy: 'list', literal: null, ordered: false },
  references: { truthy: 'list', literal: null, ordered: false },
  // Write-only, and structured values JSON Logic would compare by identity: nothing to translate.
  password: NONE,
  json: NONE,
  file: NONE,
  image: NONE,
  rectangle: NONE,
};

/** Columns every row has without declaring them. */
export const IMPLICIT_COLUMNS: Record<string, FieldType> = { id: 'integer', createdAt: 'datetime', updatedAt: 'datetime' };

export const EQUALITY = { '==': 'equal', '===': 'equal', '!=': 'notEqual', '!==': 'notEqual' } as const;
export const ORDERING = { '<': '<', '>': '>', '<=': '<=', '>=': '>=' } as const;
type EqualityOp = keyof typeof EQUALITY;
type OrderingOp = keyof typeof ORDERING;

export type Operand = { field: string } | { value: Literal };

export type SqlCondition =
  | { kind: 'constant'; value: boolean }
  | { kind: 'truthy'; field: string; truthiness: Truthiness }
  | { kind: 'not'; condition: SqlCondition }
  | { kind: 'and' | 'or'; conditions: SqlCondition[] }
  | { kind: 'isNull'; field: string; negated: boolean }
  | { kind: 'equal' | 'notEqual'; left: Operand; right: Operand }
  | { kind: 'order'; op: (typeof ORDERING)[OrderingOp]; left: Operand; right: Operand }
  | { kind: 'in'; field: string; values: Literal[] };

/** A rule the translator cannot run; `at` is the JSON path inside the rule (".and[1]['>'][0]"). */
export class UntranslatableCondition extends Error {
  constructor(
    message: string,
    readonly at: string,
  ) {
    super(message);
  }
}

const key = (op: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(op) ? `.${op}` : `['${op}']`);
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isLiteral = (v: unknown): v is Literal => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
const shown = (v: unknown) => (Array.isArray(v) ? 'a list' : isObject(v) ? `operator '${Object.keys(v)[0]}'` : JSON.stringify(v));

/**
 * Parses `rule` against the type's fields (name → field type). Throws UntranslatableCondition for any
 * operator, operand or field the SQL translator does not handle, at whatever depth.
 */
export const parseSqlCondition = (rule: unknown, fields: Record<string, FieldType>, typename: string): SqlCondition => {
  const fail = (message: string, at: string): never => {
    throw new UntranslatableCondition(message, at);
  };
  const columnOf = (node: unknown, at: string): { field: string; support: ColumnSupport } => {
    const arg = (node as { var: unknown }).var;
    const name = Array.isArray(arg) && arg.length === 1 ? arg[0] : arg;
    if (typeof name !== 'string' || name === '')
      return fail(`{"var": ...} must name one field (a default value is not supported in SQL)`, `${at}.var`);
    if (name.includes('.')) return fail(`'${name}' reads through a reference; a list condition reads the row's own fields`, `${at}.var`);
    const type = fields[name] ?? IMPLICIT_COLUMNS[name];
    if (!type) return fail(`reads unknown field '${name}' of ${typename}`, `${at}.var`);
    return { field: name, support: CONDITION_SUPPORT[type] };
  };
  const isVar = (node: unknown): node is { var: unknown } => isObject(node) && Object.keys(node).length === 1 && 'var' in node;

  const truthy = (node: unknown, at: string): SqlCondition => {
    const { field, support } = columnOf(node, at);
    if (!support.truthy) return fail(`field '${field}' cannot be tested for truth in SQL`, at);
    return { kind: 'truthy', field, truthiness: support.truthy };
  };
  const argsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

  /** A comparison operand: a field, or a literal that fits the other side's field. */
  const operand = (node: unknown, at: string, other: unknown, otherAt: string, ordered: boolean): Operand => {
    if (isVar(node)) {
      const { field, support } = columnOf(node, at);
      if (!support.literal || (ordered && !support.ordered))
        return fail(`field '${field}' cannot be compared with ${ordered ? '<, >, <= or >=' : '== or !='} in SQL`, at);
      return { field };
    }
    if (isObject(node) && Object.keys(node).length === 1)
      return fail(`operator '${Object.keys(node)[0]}' cannot be translated to SQL inside a comparison, which takes a field or a literal value`, at);
    if (!isLiteral(node)) return fail(`a comparison takes a field or a literal value, not ${shown(node)}`, at);
    if (isVar(other)) {
      const { field, support } = columnOf(other, otherAt);
      if (support.literal && typeof node !== support.literal)
        return fail(`field '${field}' is compared with ${support.literal}s, not ${JSON.stringify(node)}`, at);
    }
    return { value: node };
  };

  const parse = (node: unknown, at: string): SqlCondition => {
    if (typeof node === 'boolean') return { kind: 'constant', value: node };
    if (!isObject(node)) return fail(`a condition is an operator object or true/false, not ${shown(node)}`, at);
    const ops = Object.keys(node);
    if (ops.length !== 1) return fail(`an operator object has exactly one key, not ${ops.length}`, at);
    const op = ops[0];
    const here = `${at}${key(op)}`;
    const args = argsOf(node[op]);
    if (op === 'var') return truthy(node, at);
    if (op === '!' || op === '!!') {
      if (args.length !== 1) return fail(`'${op}' takes one operand`, here);
      const inside = Array.isArray(node[op]) ? `${here}[0]` : here;
      const inner = isVar(args[0]) ? truthy(args[0], inside) : parse(args[0], inside);
      return op === '!' ? { kind: 'not', condition: inner } : inner;
    }
    if (op === 'and' || op === 'or') {
      if (!Array.isArray(node[op]) || !args.length) return fail(`'${op}' takes a list of at least one condition`, here);
      return { kind: op, conditions: args.map((a, i) => parse(a, `${here}[${i}]`)) };
    }
    const equality = Object.hasOwn(EQUALITY, op);
    if (equality || Object.hasOwn(ORDERING, op)) {
      if (args.length !== 2) return fail(`'${op}' takes exactly two operands in SQL`, here);
      const [l, r] = args;
      if (equality && (l === null || r === null)) {
        const side = l === null ? r : l;
        if (!isVar(side)) return fail(`comparing with null needs a field on the other side`, `${here}[${l === null ? 1 : 0}]`);
        return { kind: 'isNull', field: columnOf(side, `${here}[${l === null ? 1 : 0}]`).field, negated: EQUALITY[op as EqualityOp] === 'notEqual' };
      }
      const ordered = !equality;
      const left = operand(l, `${here}[0]`, r, `${here}[1]`, ordered);
      const right = operand(r, `${here}[1]`, l, `${here}[0]`, ordered);
      if ('value' in left && 'value' in right) return fail(`'${op}' compares two literals; write true or false instead`, here);
      if ('field' in left && 'field' in right) {
        const kinds = [left, right].map((o) => CONDITION_SUPPORT[fields[o.field] ?? IMPLICIT_COLUMNS[o.field]].literal);
        if (kinds[0] !== kinds[1]) return fail(`fields '${left.field}' and '${right.field}' hold different kinds of values`, here);
      }
      return ordered ? { kind: 'order', op: ORDERING[op as OrderingOp], left, right } : { kind: EQUALITY[op as EqualityOp], left, right };
    }
    if (op === 'in') {
      const [needle, haystack] = args;
      if (args.length !== 2 || !isVar(needle)) return fail(`'in' takes a field and a list of values`, here);
      const { field, support } = columnOf(needle, `${here}[0]`);
      if (!support.literal) return fail(`field '${field}' cannot be compared with == or != in SQL`, `${here}[0]`);
      if (!Array.isArray(haystack)) return fail(`'in' needs a list of values (substring matching is not supported in SQL)`, `${here}[1]`);
      haystack.forEach((v, i) => {
        if (typeof v !== support.literal) fail(`field '${field}' is compared with ${support.literal}s, not ${shown(v)}`, `${here}[1][${i}]`);
      });
      return { kind: 'in', field, values: haystack as Literal[] };
    }
    return fail(`operator '${op}' cannot be translated to SQL`, here);
  };
  return parse(rule, '');
};
