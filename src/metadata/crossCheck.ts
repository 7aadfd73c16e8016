import type { Field, FieldType, RecordTypeMetadata } from '../generated/metadataTypes.ts';
import { CODES, type Problem } from './problems.ts';
import { variablesOf } from './jsonLogic.ts';
import { parseSqlCondition, UntranslatableCondition } from './sqlCondition.ts';
import { isOptionSourceName, OPTION_SOURCE_NAMES, OPTION_SOURCES } from './optionSources/index.ts';
import { CUSTOM_COMPONENTS, type CustomComponentKind, type CustomComponentNames } from './customComponents.ts';
import { FIELD_TYPES } from './fieldTypes.ts';
import { fieldInputProblems } from './fieldInputCheck.ts';
import { ROLE_OWNER_KIND, ROLES, type Role } from './normalized.ts';
import { PROBES } from './probes.ts';
import { didYouMean, type NameCandidate } from './suggest.ts';
import { defaultActions } from './defaultActions.ts';

export interface LoadedFile {
  file: string;
  data: RecordTypeMetadata;
}

/** Fields every record has without declaring them. */
const IMPLICIT_FIELDS = ['id', 'createdAt', 'updatedAt'];
/** Variables a condition may read besides the record's fields. */
const CONDITION_ROOTS = ['selection', 'user', 'org', 'values'];
const DATE_TYPES = ['date', 'datetime'];
/** Field properties about a stored value, meaningless on an operation's argument. */
const STORED_FIELD_RULES = [
  'readOnly',
  'lockedOnEdit',
  'lockedWhen',
  'unique',
  'fixedWhen',
  'acceptWhen',
  'clearedBy',
  'defaultFromFileName',
  'input',
] as const;
/** What a defaultFrom may read of the signed-in user (the server's ruleUser, the console's dialog user). */
const RULE_USER_FIELDS = ['user.id', 'user.email', 'user.isAdmin', 'user.roles'];

/** Whether a constant (a fixedWhen value) is a value of the field: a boolean of a boolean field, one of an enum's options. */
const valueSuits = (f: Field, value: unknown): boolean => {
  if (value === null) return !f.required;
  if (f.type === 'boolean') return typeof value === 'boolean';
  if (['integer', 'decimal', 'duration_seconds'].includes(f.type)) return typeof value === 'number';
  if (f.type === 'enum' && f.options) return f.options.some((o) => (typeof o === 'string' ? o : o.value) === value);
  return typeof value === 'string';
};
/** Field properties about writing or storing a value, meaningless on a computed field. */
const WRITTEN_FIELD_RULES = [
  'required',
  'requiredWhen',
  'default',
  'unique',
  'lockedOnEdit',
  'lockedWhen',
  'visibleWhen',
  'warnWhen',
  'copyOnPick',
  'offerCreate',
  'suggest',
  'suggestions',
  'subdivisionOf',
  'column',
  'onDelete',
  'fixedWhen',
  'clearedBy',
  'acceptWhen',
  'defaultFromFileName',
  'defaultFrom',
  'defaultPick',
  'input',
] as const;

/** What a computed field's module gives: the field type of its value (and the type its references name). */
export interface ComputedSignature {
  type: FieldType;
  typename?: string;
}

export interface CrossCheckOptions {
  /** The handler modules the features register (src/server/features/<name>/index.ts); unchecked when absent. */
  handlers?: string[];
  /** The hand-written components by kind; src/metadata/customComponents.ts unless a test passes its own. */
  components?: CustomComponentNames;
  /** The computed fields the features register, by name; unchecked when absent. */
  computed?: Record<string, ComputedSignature>;
}

/**
 * A path that steps through a reference to a type no file declares: that reference is reported once, where it is
 * declared (M201), and nothing that follows it is reported again.
 */
const UNKNOWN_TYPE = Symbol('unknown type');

/** A reference field (not computed) naming a type no file declares. */
const namesUnknownType = (byTypename: Map<string, RecordTypeMetadata>, field: Field | undefined): boolean =>
  Boolean(
    field && !field.computed && (field.type === 'reference' || field.type === 'references') && field.typename && !byTypename.has(field.typename),
  );

/** The type a dotted reference path from `typename` ends at ('court.venue' from Game: Venue), or undefined when a step is not a reference. */
const referencePathEnd = (byTypename: Map<string, RecordTypeMetadata>, typename: string, path: string): string | undefined | typeof UNKNOWN_TYPE => {
  let at: string | undefined = typename;
  for (const step of path.split('.')) {
    const field: Field | undefined = at === undefined ? undefined : byTypename.get(at)?.fields[step];
    if (namesUnknownType(byTypename, field)) return UNKNOWN_TYPE;
    at = field && !field.computed && (field.type === 'reference' || field.type === 'references') ? field.typename : undefined;
  }
  return at;
};

/**
 * The type a `from` path of an association ends at: each step is a reference field or an association of
 * the type reached so far (an association used as a step must not have a `from` of its own).
 */
const anchorPathEnd = (byTypename: Map<string, RecordTypeMetadata>, typename: string, path: string): string | undefined | typeof UNKNOWN_TYPE => {
  let at: string | undefined = typename;
  for (const step of path.split('.')) {
    const type: RecordTypeMetadata | undefined = at === undefined ? undefined : byTypename.get(at);
    const field: Field | undefined = type?.fields[step];
    if (namesUnknownType(byTypename, field)) return UNKNOWN_TYPE;
    const association = type?.associations?.[step];
    if (field && !field.computed && (field.type === 'reference' || field.type === 'references')) at = field.typename;
    else at = association && !association.from ? association.typename : undefined;
  }
  return at;
};

/** Where handler modules are registered, for problems about them: each feature's index names its own. */
const HANDLERS_AT = 'src/server/features/<name>/index.ts';

/**
 * The second pass (Django's checks.py): references between files and inside a file that the JSON Schema
 * cannot express. Reports every problem at once.
 */
export const crossCheck = (files: LoadedFile[], options: CrossCheckOptions = {}): Problem[] => {
  const problems: Problem[] = [];
  const byTypename = new Map(files.map((f) => [f.data.typename, f.data]));
  const operationFiles = new Map<string, string>();
  // Every file's operations by name: an action may run another type's operation when it has no target.
  const declaredOperations = new Map(files.flatMap((f) => Object.entries(f.data.operations?.custom ?? {})));
  const declaredTargets = new Map([...declaredOperations].map(([name, op]) => [name, op?.target]));
  const namedHandlers = new Set<string>();
  const components = options.components ?? CUSTOM_COMPONENTS;
  // A type may be named by what its label says ('Organisation' for Org).
  const typeNames: NameCandidate[] = files.map(({ data }) => ({
    name: data.typename,
    aliases: [data.label?.singular, data.label?.plural, data.route].filter((a): a is string => typeof a === 'string'),
  }));
  const unknownTypename = (typename: string) => `unknown typename '${typename}'${didYouMean(typename, typeNames)}`;

  const seen = { typename: new Map<string, string>(), route: new Map<string, string>(), table: new Map<string, string>() };
  for (const loaded of files) {
    try {
      checkFile(loaded);
    } catch {
      // A file too malformed to walk: its JSON Schema problems already say why.
    }
  }
  for (const handler of options.handlers ?? []) {
    if (!namedHandlers.has(handler))
      problems.push({
        code: CODES.operationHandler,
        file: 'src/server/features',
        path: '$',
        message: `handler '${handler}' is named by no operation`,
      });
  }
  return problems;

  function checkFile({ file, data }: LoadedFile): void {
    const report = (code: string, path: string, message: string) => problems.push({ code, file, path, message });
    const fields = data.fields;
    const isField = (name: string) => IMPLICIT_FIELDS.includes(name) || name in fields;
    // A field may be named by its label ('organisation' for a field 'org' labelled Organisation).
    const fieldNames: NameCandidate[] = [
      ...IMPLICIT_FIELDS.map((name) => ({ name })),
      ...Object.entries(fields).map(([name, f]) => ({ name, aliases: typeof f?.label === 'string' ? [f.label] : [] })),
    ];
    /** "'nmae' of Trophy; did you mean 'name'?" */
    const unknownFieldOf = (name: string) => `'${name}' of ${data.typename}${didYouMean(name, fieldNames)}`;
    const checkField = (name: string, path: string, what: string) => {
      if (!isField(name)) report(CODES.unknownField, path, `${what} refers to unknown field ${unknownFieldOf(name)}`);
    };
    /** A computed field has no column: nothing that writes, filters, orders or runs on stored rows may name it. */
    const isComputedField = (name: string) => Object.hasOwn(fields, name) && fields[name].computed !== undefined;
    const refuseComputed = (name: string, path: string, what: string): boolean => {
      if (!isComputedField(name)) return false;
      report(CODES.computedFieldUse, path, `${what} names computed field '${name}' of ${data.typename}, which is derived and has no column`);
      return true;
    };
    const checkCondition = (rule: unknown, path: string, stored = false): boolean => {
      let known = true;
      for (const v of variablesOf(rule)) {
        const root = v.split('.')[0];
        if (!isField(root) && !CONDITION_ROOTS.includes(root)) {
          report(CODES.unknownConditionVariable, path, `condition reads unknown field '${v}' of ${data.typename}${didYouMean(root, fieldNames)}`);
          known = false;
        } else if (stored && refuseComputed(root, path, 'a condition on stored rows')) known = false;
        else if (isField(root) && v.includes('.')) known = checkReadThrough(v, path) && known;
      }
      return known;
    };
    /** Conditions judged on stored rows or in forms (writes, availability, SQL), where computed values are not at hand. */
    const checkStoredCondition = (rule: unknown, path: string): boolean => checkCondition(rule, path, true);
    /**
     * A dotted variable of a record's field reads through a reference, one step ({"var":
     * "cameraModel.supportsH265"}): the server and the dialogs load the referenced record, never deeper.
     * A json field's own keys may be read too.
     */
    function checkReadThrough(v: string, path: string): boolean {
      const [root, step, ...deeper] = v.split('.');
      const field = fields[root];
      if (field?.type === 'json') return true;
      const target = field?.type === 'reference' && field.typename ? byTypename.get(field.typename) : undefined;
      if (field?.type !== 'reference')
        report(
          CODES.badReadThrough,
          path,
          `condition reads '${v}' through '${root}', which is not a reference (type is '${field?.type ?? 'implicit'}')`,
        );
      else if (!target)
        return false; // the unknown typename is reported on the field (M201)
      else if (!IMPLICIT_FIELDS.includes(step) && !(step in target.fields))
        report(
          CODES.unknownConditionVariable,
          path,
          `condition reads unknown field '${step}' of ${target.typename} (through '${root}')${didYouMean(step, [...IMPLICIT_FIELDS, ...Object.keys(target.fields)])}`,
        );
      else if (deeper.length) report(CODES.badReadThrough, path, `condition reads '${v}': conditions read through one reference only`);
      else return true;
      return false;
    }
    /** A named component must be registered, so that the console has it (src/console/custom/). */
    const checkComponent = (kind: CustomComponentKind, name: string | undefined, path: string) => {
      if (name === undefined || components[kind].includes(name)) return;
      const known = components[kind].join(', ') || 'none';
      report(
        CODES.unknownComponent,
        path,
        `unknown ${kind} component '${name}'${didYouMean(name, components[kind])}; src/metadata/customComponents.ts registers ${known}`,
      );
    };
    /** Scopes and filter options run as SQL: the server's own parser must accept them (one report per rule). */
    const checkSqlCondition = (rule: unknown, path: string) => {
      if (!checkStoredCondition(rule, path)) return;
      try {
        parseSqlCondition(rule, Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.type])), data.typename);
      } catch (e) {
        if (!(e instanceof UntranslatableCondition)) throw e;
        report(CODES.untranslatableCondition, `${path}${e.at}`, e.message);
      }
    };

    const base = file
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    if (base !== data.typename) report(CODES.fileName, '$.typename', `file name '${base}.json' does not match typename '${data.typename}'`);

    const clash = (kind: keyof typeof seen, value: string | undefined, code: string, path: string) => {
      if (!value) return;
      const other = seen[kind].get(value);
      if (other) report(code, path, `${kind} '${value}' is also used by ${other}`);
      else seen[kind].set(value, file);
    };
    clash('typename', data.typename, CODES.duplicateTypename, '$.typename');
    clash('route', data.route, CODES.duplicateRoute, '$.route');
    clash('table', data.storage?.table ?? data.route, CODES.duplicateTable, '$.storage.table');

    const checkFieldDeclaration = (f: (typeof fields)[string], path: string) => {
      if (f.typename && !byTypename.has(f.typename)) report(CODES.unknownTypename, `${path}.typename`, `reference to ${unknownTypename(f.typename)}`);
      if (f.typename && !['reference', 'references'].includes(f.type))
        report(CODES.wrongFieldType, `${path}.typename`, `only reference fields name a typename (type is '${f.type}')`);
      if (f.offerCreate && !['reference', 'references'].includes(f.type))
        report(CODES.wrongFieldType, `${path}.offerCreate`, `only reference fields offer to create the record they name (type is '${f.type}')`);
      if (f.subdivisionOf !== undefined) {
        const country = data.fields[f.subdivisionOf];
        if (f.type !== 'string' || country?.type !== 'enum' || country.optionsQuery !== 'countries')
          report(CODES.wrongFieldType, `${path}.subdivisionOf`, `a state is a string field of a country field (an enum over 'countries')`);
      }
      if (f.suggest && f.type !== 'string')
        report(CODES.wrongFieldType, `${path}.suggest`, `only string fields suggest their stored values (type is '${f.type}')`);
      if (f.urlTemplate && f.type !== 'string')
        report(CODES.wrongFieldType, `${path}.urlTemplate`, `only string fields are part of an address (type is '${f.type}')`);
      if (f.suggestions && f.type !== 'string')
        report(CODES.wrongFieldType, `${path}.suggestions`, `only string fields suggest values (type is '${f.type}')`);
      if (f.pattern) {
        try {
          new RegExp(f.pattern);
        } catch (e) {
          report(CODES.badPattern, `${path}.pattern`, `invalid regular expression: ${(e as Error).message}`);
        }
      }
      if (f.optionsQuery !== undefined) checkOptionSource(f, path);
      checkComponent('field', f.component, `${path}.component`);
      if (f.type === 'enum' && f.default !== undefined && f.options) {
        const values = f.options.map((o) => (typeof o === 'string' ? o : o.value));
        if (!values.includes(String(f.default)))
          report(CODES.badDefault, `${path}.default`, `default '${String(f.default)}' is not one of the options`);
      }
    };
    /** An options query names one option source (src/metadata/optionSources), which holds the default too. */
    function checkOptionSource(f: (typeof fields)[string], path: string) {
      const name = f.optionsQuery!;
      if (f.type !== 'enum') report(CODES.wrongFieldType, `${path}.optionsQuery`, `only enum fields name an options query (type is '${f.type}')`);
      else if (!isOptionSourceName(name))
        report(
          CODES.unknownOptionSource,
          `${path}.optionsQuery`,
          `unknown options query '${name}'${didYouMean(name, OPTION_SOURCE_NAMES)}; the sources are ${OPTION_SOURCE_NAMES.join(', ')}`,
        );
      else if (f.options) report(CODES.unknownOptionSource, `${path}.options`, `declares options and the options query '${name}'; keep one`);
      else if (f.default !== undefined && !OPTION_SOURCES[name].has(String(f.default)))
        report(CODES.badDefault, `${path}.default`, `default '${String(f.default)}' is not one of the ${name}`);
    }
    /** The rules that give a field its value or its accepted files: fixedWhen, acceptWhen, clearedBy, defaultFromFileName. */
    function checkDerivedRules(name: string, f: (typeof fields)[string], path: string) {
      if (f.fixedWhen !== undefined) {
        checkCondition(f.fixedWhen.when, `${path}.fixedWhen.when`);
        if (!valueSuits(f, f.fixedWhen.value))
          report(CODES.badDefault, `${path}.fixedWhen.value`, `value ${JSON.stringify(f.fixedWhen.value)} is not a value of this ${f.type} field`);
      }
      if (f.acceptWhen && !['file', 'image'].includes(f.type))
        report(CODES.wrongFieldType, `${path}.acceptWhen`, `only file and image fields accept uploads (type is '${f.type}')`);
      f.acceptWhen?.forEach((a, i) => checkCondition(a.when, `${path}.acceptWhen[${i}].when`));
      f.clearedBy?.forEach((other, i) => {
        if (other === name) report(CODES.unknownField, `${path}.clearedBy[${i}]`, `a field is not cleared by itself`);
        else checkField(other, `${path}.clearedBy[${i}]`, 'clearedBy');
      });
      if (f.defaultFromFileName !== undefined) {
        const file = fields[f.defaultFromFileName];
        if (!['string', 'text'].includes(f.type))
          report(CODES.wrongFieldType, `${path}.defaultFromFileName`, `only string and text fields take a file's name (type is '${f.type}')`);
        if (!file || !['file', 'image'].includes(file.type))
          report(CODES.unknownField, `${path}.defaultFromFileName`, `'${f.defaultFromFileName}' is not a file or image field of ${data.typename}`);
      }
      checkDefaultFrom(f, path);
    }
    /** A defaultFrom reads the signed-in user only ({"var": "user.email"}), instead of a default. */
    function checkDefaultFrom(f: (typeof fields)[string], path: string) {
      if (f.defaultFrom === undefined) return;
      if (f.default !== undefined) report(CODES.badDefault, `${path}.defaultFrom`, `declares default and defaultFrom; keep one`);
      for (const v of variablesOf(f.defaultFrom).filter((v) => !RULE_USER_FIELDS.includes(v)))
        report(CODES.unknownConditionVariable, `${path}.defaultFrom`, `defaultFrom reads '${v}'; it reads ${RULE_USER_FIELDS.join(', ')}`);
    }
    /**
     * An argument is declared like a field, but is never stored: the rules about a stored value do not
     * apply, and its visibleWhen reads the operation's other arguments (as its dialog does).
     */
    function checkArgument(operation: string, args: typeof fields, arg: string, f: (typeof fields)[string], path: string) {
      checkFieldDeclaration(f, path);
      checkDefaultFrom(f, path);
      for (const rule of STORED_FIELD_RULES.filter((r) => f[r] !== undefined && f[r] !== false))
        report(CODES.argumentRule, `${path}.${rule}`, `argument '${arg}' of '${operation}' is not stored, so '${rule}' does not apply`);
      const conditions: [string, unknown][] = [
        ['visibleWhen', f.visibleWhen],
        ['requiredWhen', f.requiredWhen],
        ...(f.warnWhen ?? []).map((w, i): [string, unknown] => [`warnWhen[${i}].when`, w.when]),
      ];
      for (const [key, rule] of conditions)
        for (const v of variablesOf(rule).filter((v) => !(v.split('.')[0] in args)))
          report(CODES.unknownConditionVariable, `${path}.${key}`, `condition reads unknown argument '${v}' of '${operation}'`);
    }
    for (const [name, f] of Object.entries(fields)) {
      const path = `$.fields.${name}`;
      checkFieldDeclaration(f, path);
      if (f.computed !== undefined) checkComputed(name, f, path);
      if (f.visibleWhen !== undefined) checkStoredCondition(f.visibleWhen, `${path}.visibleWhen`);
      if (f.requiredWhen !== undefined) checkStoredCondition(f.requiredWhen, `${path}.requiredWhen`);
      f.copyOnPick?.forEach((copied, i) => {
        const from = f.typename ? byTypename.get(f.typename) : undefined;
        if (f.type !== 'reference')
          report(CODES.wrongFieldType, `${path}.copyOnPick`, `only reference fields copy a picked record (type is '${f.type}')`);
        else if (!fields[copied]) report(CODES.unknownField, `${path}.copyOnPick[${i}]`, `copies into unknown field '${copied}' of ${data.typename}`);
        else if (from && !(copied in from.fields))
          report(CODES.unknownField, `${path}.copyOnPick[${i}]`, `copies '${copied}', which ${f.typename} does not have`);
      });
      if (f.defaultPick) {
        const from = f.typename ? byTypename.get(f.typename) : undefined;
        const filterNames = new Set((from?.list?.filters ?? []).map((flt) => flt.name));
        if (f.type !== 'reference')
          report(CODES.wrongFieldType, `${path}.defaultPick`, `only reference fields pick a default record (type is '${f.type}')`);
        for (const name of [...Object.keys(f.defaultPick.filters), ...Object.keys(f.defaultPick.sameAs ?? {})])
          if (from && !filterNames.has(name))
            report(CODES.unknownListFilter, `${path}.defaultPick`, `${f.typename} has no list filter '${name}'${didYouMean(name, filterNames)}`);
        for (const [filter, field] of Object.entries(f.defaultPick.sameAs ?? {}))
          if (!fields[field])
            report(CODES.unknownField, `${path}.defaultPick.sameAs.${filter}`, `takes unknown field '${field}' of ${data.typename}`);
      }
      f.warnWhen?.forEach((w, i) => checkStoredCondition(w.when, `${path}.warnWhen[${i}].when`));
      if (f.lockedWhen !== undefined) checkStoredCondition(f.lockedWhen.when, `${path}.lockedWhen.when`);
      if (f.maskedBy !== undefined) checkMaskedBy(f, path);
      for (const p of fieldInputProblems(data, byTypename, name, f)) report(CODES.badFieldInput, `${path}.input${p.at}`, p.message);
      checkDerivedRules(name, f, path);
    }
    /**
     * A masked field is an email or string, and its path names a reference of the type and a boolean the
     * referenced type lets its readers read (not admin-only: the dialog of an organisation admin reads it).
     */
    function checkMaskedBy(f: Field, path: string) {
      const at = `${path}.maskedBy`;
      if (f.type !== 'email' && f.type !== 'string')
        report(CODES.wrongFieldType, at, `only email and string fields are masked (type is '${f.type}')`);
      const [referenceName, flagName] = f.maskedBy!.split('.');
      const reference = fields[referenceName];
      if (reference?.type !== 'reference') return report(CODES.unknownField, at, `'${referenceName}' is not a reference field of ${data.typename}`);
      if (namesUnknownType(byTypename, reference)) return;
      const flag = reference.typename ? byTypename.get(reference.typename)?.fields[flagName] : undefined;
      if (flag?.type !== 'boolean' || flag.adminOnly || flag.writeOnly)
        report(CODES.unknownField, at, `'${flagName}' is not a boolean field of ${reference.typename} that its readers may read`);
    }
    /** A computed field names a registered module whose value is of the field's type, and declares nothing about writing it. */
    function checkComputed(name: string, f: Field, path: string) {
      const known = options.computed;
      const signature = known && Object.hasOwn(known, f.computed!) ? known[f.computed!] : undefined;
      if (known && !signature)
        report(
          CODES.unknownComputed,
          `${path}.computed`,
          `unknown computed field '${f.computed}'${didYouMean(f.computed!, Object.keys(known))}; the features register ${Object.keys(known).join(', ') || 'none'}`,
        );
      else if (signature && (signature.type !== f.type || (signature.typename ?? undefined) !== f.typename))
        report(
          CODES.unknownComputed,
          `${path}.computed`,
          `'${f.computed}' computes ${signature.typename ? `references to ${signature.typename}` : `a ${signature.type}`}, but '${name}' is ${f.typename ? `${f.type} to ${f.typename}` : `a ${f.type}`}`,
        );
      for (const rule of WRITTEN_FIELD_RULES.filter((r) => f[r] !== undefined && f[r] !== false))
        report(CODES.computedFieldUse, `${path}.${rule}`, `computed field '${name}' is never written or stored, so '${rule}' does not apply`);
    }

    const display = data.display ?? {};
    if (display.name) {
      for (const [, ref] of display.name.matchAll(/\{([^}]+)\}/g)) {
        checkField(ref.split('.')[0], '$.display.name', 'name template');
        refuseComputed(ref.split('.')[0], '$.display.name', 'the name template');
      }
      if (!display.name.includes('{')) {
        checkField(display.name, '$.display.name', 'display name');
        refuseComputed(display.name, '$.display.name', 'the display name');
      }
    }
    for (const key of ['logo', 'thumbnail', 'video'] as const)
      if (display[key]) {
        checkField(display[key]!, `$.display.${key}`, `display ${key}`);
        refuseComputed(display[key]!, `$.display.${key}`, `display ${key}`);
      }
    display.summary?.forEach((s, i) => checkField(s, `$.display.summary[${i}]`, 'summary attribute'));
    if (display.optionDetail) checkOptionDetail(display.optionDetail);
    /** Every reader of a picker reads its options' detail: a text or reference field that is not admin-only, with a column. */
    function checkOptionDetail(name: string) {
      const at = '$.display.optionDetail';
      if (!isField(name)) return checkField(name, at, 'option detail');
      if (refuseComputed(name, at, 'the option detail')) return;
      const f = Object.hasOwn(fields, name) ? fields[name] : undefined;
      if (!f || !['string', 'email', 'phone', 'reference'].includes(f.type) || f.adminOnly || f.writeOnly)
        report(CODES.wrongFieldType, at, `'${name}' must be a string, email, phone or reference field every reader may read`);
    }
    display.labels?.forEach((l, i) => {
      checkCondition(l.when, `$.display.labels[${i}].when`);
      for (const [, ref] of l.detail?.matchAll(/\{([^}]+)\}/g) ?? []) checkField(ref, `$.display.labels[${i}].detail`, 'label detail');
    });

    const list = data.list ?? {};
    list.columns?.forEach((c, i) => {
      if (!isField(c)) report(CODES.unknownColumn, `$.list.columns[${i}]`, `column refers to unknown field ${unknownFieldOf(c)}`);
    });
    list.search?.forEach((s, i) => {
      const f = fields[s];
      if (refuseComputed(s, `$.list.search[${i}]`, 'search')) return;
      if (!f) report(CODES.unknownField, `$.list.search[${i}]`, `search refers to unknown field ${unknownFieldOf(s)}`);
      else if (!FIELD_TYPES[f.type].searchable)
        report(CODES.unsearchableField, `$.list.search[${i}]`, `field '${s}' of type '${f.type}' cannot be searched`);
    });
    list.filters?.forEach((flt, i) => {
      if (flt.field) checkField(flt.field, `$.list.filters[${i}].field`, 'filter');
      if (flt.field) refuseComputed(flt.field, `$.list.filters[${i}].field`, 'a filter');
      flt.options?.forEach((o, j) => o.where !== undefined && checkSqlCondition(o.where, `$.list.filters[${i}].options[${j}].where`));
      if (!flt.field && !flt.options?.length) report(CODES.unknownField, `$.list.filters[${i}]`, `filter '${flt.name}' needs a field or options`);
    });
    list.scopes?.forEach((s, i) => s.where !== undefined && checkSqlCondition(s.where, `$.list.scopes[${i}].where`));
    list.orderOptions?.forEach((o, i) => {
      o.by.forEach((b, j) => {
        checkField(b.field, `$.list.orderOptions[${i}].by[${j}].field`, 'order option');
        refuseComputed(b.field, `$.list.orderOptions[${i}].by[${j}].field`, 'an order option');
      });
      o.indexedWith?.forEach((name, j) => {
        const filter = list.filters?.find((flt) => flt.name === name);
        // Only a reference filter is one column compared for equality, which an index can lead with.
        const plain = filter?.field && fields[filter.field]?.type === 'reference' && !filter.options?.length && !filter.sameAs;
        if (!plain)
          report(
            CODES.badIndexedWith,
            `$.list.orderOptions[${i}].indexedWith[${j}]`,
            filter ? `filter '${name}' is not a reference filter, so no index can lead with it` : `no list filter is named '${name}'`,
          );
      });
    });
    if (list.dateRange) {
      const f = fields[list.dateRange.field];
      const ok = IMPLICIT_FIELDS.includes(list.dateRange.field) || (f && !f.computed && DATE_TYPES.includes(f.type));
      if (!ok) report(CODES.badDateRangeField, '$.list.dateRange.field', `date range needs a date or datetime field, got '${list.dateRange.field}'`);
    }

    data.uniqueTogether?.forEach((u, i) =>
      u.fields
        .filter((name) => !data.fields[name] || data.fields[name].computed || ['password', 'file', 'image', 'json'].includes(data.fields[name].type))
        .forEach((name) =>
          report(
            CODES.badUniqueTogether,
            `$.uniqueTogether[${i}].fields`,
            `'${name}' is not a field of ${data.typename} whose values can be compared`,
          ),
        ),
    );

    data.checks?.forEach((c, i) => {
      checkField(c.field, `$.checks[${i}].field`, 'check');
      refuseComputed(c.field, `$.checks[${i}].field`, 'a check');
      checkStoredCondition(c.rule, `$.checks[${i}].rule`);
    });

    for (const [name, a] of Object.entries(data.associations ?? {})) {
      const path = `$.associations.${name}`;
      // Both become fields of the record's GraphQL type.
      if (isField(name)) report(CODES.associationNamesField, path, `association '${name}' has the name of a field of ${data.typename}`);
      const other = byTypename.get(a.typename);
      if (!other) {
        report(CODES.unknownTypename, `${path}.typename`, `association to ${unknownTypename(a.typename)}`);
        continue;
      }
      // The rows belong to this record, or to the records its `from` path reaches.
      const anchor = a.from === undefined ? data.typename : anchorPathEnd(byTypename, data.typename, a.from);
      if (anchor === UNKNOWN_TYPE) continue;
      if (anchor === undefined)
        report(CODES.badAssociationVia, `${path}.from`, `'${a.from}' is not a path of references and associations from ${data.typename}`);
      else if (a.via === undefined && anchor !== a.typename)
        report(CODES.badAssociationVia, `${path}.from`, `'${a.from}' leads to ${anchor}, not ${a.typename}: name the way back in via`);
      for (const via of a.via === undefined ? [] : typeof a.via === 'string' ? [a.via] : a.via) {
        const end = referencePathEnd(byTypename, a.typename, via);
        if (anchor !== undefined && end !== UNKNOWN_TYPE && end !== anchor)
          report(CODES.badAssociationVia, `${path}.via`, `'${via}' is not a reference path from ${a.typename} to ${anchor}`);
      }
    }
    const tabNames = new Set<string>();
    // A tab may show a default action (Edit, Remove) as well as a declared one.
    const actionNames = [...(data.actions ?? []), ...defaultActions(data)].map((a) => a.name);
    data.tabs?.forEach((t, i) => {
      if (tabNames.has(t.name)) report(CODES.duplicateTab, `$.tabs[${i}].name`, `tab '${t.name}' is declared twice`);
      tabNames.add(t.name);
      if (t.association && !data.associations?.[t.association])
        report(
          CODES.unknownAssociation,
          `$.tabs[${i}].association`,
          `tab names unknown association '${t.association}'${didYouMean(t.association, Object.keys(data.associations ?? {}))}`,
        );
      checkComponent('tab', t.component, `$.tabs[${i}].component`);
      t.actions?.forEach((name, j) => {
        if (!actionNames.includes(name))
          report(
            CODES.unknownTabAction,
            `$.tabs[${i}].actions[${j}]`,
            `tab shows unknown action '${name}' of ${data.typename}${didYouMean(name, actionNames)}`,
          );
      });
      if (t.visibleWhen !== undefined) checkCondition(t.visibleWhen, `$.tabs[${i}].visibleWhen`);
    });

    for (const [kind, path] of Object.entries(data.ownership ?? {})) {
      if (!Array.isArray(path)) continue;
      checkOwnershipPath(path, kind, data, byTypename, (msg) => report(CODES.badOwnershipPath, `$.ownership.${kind}`, msg));
    }

    const ops = data.operations ?? {};
    const customs = ops.custom ?? {};
    for (const [name, op] of Object.entries(customs)) {
      const path = `$.operations.custom.${name}`;
      const other = operationFiles.get(name);
      if (other) report(CODES.duplicateOperation, path, `operation '${name}' is also declared by ${other}`);
      else operationFiles.set(name, file);
      if ([op.set, op.handler, op.update].filter((e) => e !== undefined).length !== 1)
        report(
          CODES.operationEffect,
          path,
          `operation '${name}' needs exactly one of set (a declarative effect), handler (a module) and update (fields to edit)`,
        );
      if (op.update && op.target === 'none') report(CODES.operationSet, `${path}.update`, `operation '${name}' has no target records to update`);
      if (op.update && op.arguments)
        report(CODES.operationSet, `${path}.arguments`, `operation '${name}' updates fields, so its arguments are those fields`);
      op.update?.forEach((field, i) => {
        const f = fields[field];
        if (!f) report(CODES.operationSet, `${path}.update[${i}]`, `updates unknown field ${unknownFieldOf(field)}`);
        else if (f.computed !== undefined) refuseComputed(field, `${path}.update[${i}]`, `operation '${name}' updates`);
        else if (f.lockedOnEdit || f.readOnly)
          report(CODES.operationSet, `${path}.update[${i}]`, `updates '${field}', which is ${f.readOnly ? 'read-only' : 'locked on edit'}`);
      });
      if (op.set && op.target === 'none') report(CODES.operationSet, `${path}.set`, `operation '${name}' has no target records to set`);
      for (const [field, value] of Object.entries(op.set ?? {})) {
        if (!(field in fields)) report(CODES.operationSet, `${path}.set.${field}`, `sets unknown field ${unknownFieldOf(field)}`);
        else if (refuseComputed(field, `${path}.set.${field}`, `operation '${name}' sets`)) continue;
        else if (fields[field].lockedOnEdit)
          report(CODES.operationSet, `${path}.set.${field}`, `sets '${field}', which is locked on edit (settable on create only)`);
        const argument = value !== null && typeof value === 'object' ? value.argument : undefined;
        if (argument !== undefined && !(argument in (op.arguments ?? {})))
          report(CODES.operationSet, `${path}.set.${field}`, `takes unknown argument '${argument}' of '${name}'`);
      }
      if (op.handler) {
        namedHandlers.add(op.handler);
        if (options.handlers && !options.handlers.includes(op.handler))
          report(
            CODES.operationHandler,
            `${path}.handler`,
            `no feature registers handler '${op.handler}'${didYouMean(op.handler, options.handlers)} (${HANDLERS_AT})`,
          );
      }
      const grant = op.grant ?? 'update';
      const holds = (role: Role) => (data.permissions?.[role] ?? []).includes(grant);
      op.roles?.forEach((role, i) => {
        if (!holds(role))
          report(CODES.operationRoles, `${path}.roles[${i}]`, `${role} lacks the '${grant}' grant on ${data.typename} that '${name}' needs`);
      });
      if (!op.roles && !ROLES.some(holds)) report(CODES.operationRoles, `${path}.grant`, `no role holds the '${grant}' grant that '${name}' needs`);
      for (const [arg, f] of Object.entries(op.arguments ?? {})) checkArgument(name, op.arguments!, arg, f, `${path}.arguments.${arg}`);
      if (op.availability) checkStoredCondition(op.availability.when, `${path}.availability.when`);
    }
    data.actions?.forEach((a, i) => {
      const path = `$.actions[${i}]`;
      // The console matches the viewer's action roles (currentUser.access) to actions by name.
      if (data.actions!.findIndex((b) => b.name === a.name) < i)
        report(CODES.duplicateAction, `${path}.name`, `action '${a.name}' is declared twice in ${data.typename}`);
      a.fields?.forEach((f, j) => {
        checkField(f, `${path}.fields[${j}]`, `action '${a.name}'`);
        refuseComputed(f, `${path}.fields[${j}]`, `the form of action '${a.name}'`);
      });
      if (a.kind === 'custom' && !a.mutation) report(CODES.missingMutation, `${path}.mutation`, `custom action '${a.name}' must name its mutation`);
      if (a.kind === 'custom' && a.mutation && !customs[a.mutation]) {
        const target = declaredTargets.get(a.mutation);
        if (target === undefined)
          report(
            CODES.unknownActionOperation,
            `${path}.mutation`,
            `action '${a.name}' runs '${a.mutation}', which operations.custom does not declare${didYouMean(a.mutation, [...declaredOperations.keys()])}`,
          );
        else if (target !== 'none')
          report(
            CODES.unknownActionOperation,
            `${path}.mutation`,
            `action '${a.name}' runs '${a.mutation}' of another type, but only operations without a target run from other types`,
          );
      }
      if (a.kind !== 'custom' && !ops[a.kind]) report(CODES.missingOperation, `${path}.kind`, `action '${a.name}' needs operations.${a.kind}`);
      checkComponent('action', a.component, `${path}.component`);
      if (a.availability !== undefined) checkStoredCondition(a.availability, `${path}.availability`);
      checkDialogExtras(a, path);
    });
    /**
     * An action's probe, prefill and its fields' picker filters name fields of its dialog (an operation's
     * arguments, else the type's fields) and, for a picker filter, a list filter of the referenced type.
     */
    function checkDialogExtras(a: NonNullable<RecordTypeMetadata['actions']>[number], path: string): void {
      // An operation without a target may be another type's (Game's Add Game Manually on the schedules list).
      const operation = a.kind === 'custom' && a.mutation ? (customs[a.mutation] ?? declaredOperations.get(a.mutation)) : undefined;
      const dialog: Record<string, Field> = operation && !operation.update ? (operation.arguments ?? {}) : fields;
      const names = a.fields ?? Object.keys(dialog);
      const inDialog = (name: string, at: string, what: string) => {
        if (!names.includes(name) || !dialog[name])
          report(CODES.unknownField, at, `${what} names '${name}', which is not a field of action '${a.name}'`);
      };
      if (a.probe) {
        const expected: readonly string[] = PROBES[a.probe.query].arguments;
        const given = Object.keys(a.probe.arguments);
        if (expected.some((x) => !given.includes(x)) || given.some((x) => !expected.includes(x)))
          report(CODES.unknownField, `${path}.probe.arguments`, `probe '${a.probe.query}' takes exactly ${expected.join(', ')}`);
        for (const [arg, field] of Object.entries(a.probe.arguments)) inDialog(field, `${path}.probe.arguments.${arg}`, 'probe argument');
      }
      for (const [name, rule] of Object.entries(a.prefill ?? {})) {
        inDialog(name, `${path}.prefill.${name}`, 'prefill');
        checkCondition(rule, `${path}.prefill.${name}`);
      }
      for (const name of names) {
        const filter = dialog[name]?.pickerFilter;
        if (!filter) continue;
        const at = `${operation && !operation.update ? `$.operations.custom.${a.mutation}.arguments` : '$.fields'}.${name}.pickerFilter`;
        const target = dialog[name].typename ? byTypename.get(dialog[name].typename) : undefined;
        if (dialog[name].type !== 'reference' && dialog[name].type !== 'references')
          report(CODES.wrongFieldType, at, `only reference pickers are filtered (type is '${dialog[name].type}')`);
        else if (target && !target.list?.filters?.some((f) => f.name === filter.filter))
          report(CODES.unknownField, `${at}.filter`, `${dialog[name].typename} has no list filter '${filter.filter}'`);
        inDialog(filter.field, `${at}.field`, 'picker filter');
      }
    }

    for (const role of ROLES) {
      const grants = data.permissions?.[role as Role] ?? [];
      const ownerKind = ROLE_OWNER_KIND[role as Role];
      if (grants.length && ownerKind && !data.ownership?.[ownerKind]) {
        report(CODES.roleWithoutOwnership, `$.permissions.${role}`, `${role} is granted access but the type declares no ownership.${ownerKind}`);
      }
      grants.forEach((g, i) => {
        const used = g === 'read' || ops[g] || Object.values(customs).some((o) => (o.grant ?? 'update') === g);
        if (!used)
          report(CODES.missingOperation, `$.permissions.${role}[${i}]`, `grants '${g}' but no operation (operations.${g} or a custom one) needs it`);
      });
    }
    if (data.sidebar?.visibleWhen !== undefined) {
      for (const v of variablesOf(data.sidebar.visibleWhen)) {
        if (!v.startsWith('org.'))
          report(CODES.unknownConditionVariable, '$.sidebar.visibleWhen', `sidebar conditions read the organisation ('org.…'), not '${v}'`);
      }
    }
  }
};

/** An ownership path follows reference fields and ends on the owning type itself (["id"] on that type). */
const checkOwnershipPath = (
  path: string[],
  kind: string,
  start: RecordTypeMetadata,
  types: Map<string, RecordTypeMetadata>,
  fail: (msg: string) => void,
): void => {
  const target = { org: 'Org', venue: 'Venue', apiPartner: 'ApiPartner' }[kind];
  let current = start;
  for (const [i, step] of path.entries()) {
    if (step === 'id') {
      if (i !== path.length - 1 || current.typename !== target) fail(`'id' must end the path, on ${target}`);
      return;
    }
    const f = current.fields[step];
    // A reference to a type no file declares is reported where it is declared (M201), not again here.
    if (namesUnknownType(types, f)) return;
    if (!f || f.computed || f.type !== 'reference' || !f.typename || !types.has(f.typename))
      return fail(`'${step}' is not a reference field of ${current.typename}${didYouMean(step, Object.keys(current.fields))}`);
    current = types.get(f.typename)!;
  }
  if (current.typename !== target) fail(`path ends on ${current.typename}, not ${target}`);
};
