/** A metadata problem, reported Django-style: a stable code, the file and the JSON path. */
export interface Problem {
  code: string;
  file: string;
  path: string;
  message: string;
  /** Where in the file, when the problem is the file's JSON syntax (1-based, as editors count). */
  line?: number;
  column?: number;
}

/**
 * The stable problem codes. M0xx: JSON Schema; M1xx: names clash; M2xx: fields and references;
 * M3xx: list; M4xx: tabs and associations; M5xx: conditions; M6xx: operations, actions, permissions;
 * M7xx: hand-written components; M8xx: demo rows (metadata/demo/<Typename>.json).
 */
export const CODES = {
  json: 'M000',
  schema: 'M001',
  fileName: 'M002',
  duplicateTypename: 'M101',
  duplicateRoute: 'M102',
  duplicateTable: 'M103',
  unknownTypename: 'M201',
  unknownField: 'M202',
  wrongFieldType: 'M203',
  badPattern: 'M204',
  badDefault: 'M205',
  unknownOptionSource: 'M206',
  badFieldInput: 'M207',
  unknownComputed: 'M208',
  computedFieldUse: 'M209',
  unknownColumn: 'M301',
  unsearchableField: 'M302',
  badDateRangeField: 'M303',
  badUniqueTogether: 'M304',
  unknownListFilter: 'M305',
  badIndexedWith: 'M306',
  unknownAssociation: 'M401',
  badAssociationVia: 'M402',
  duplicateTab: 'M403',
  associationNamesField: 'M404',
  unknownTabAction: 'M405',
  unknownConditionVariable: 'M501',
  untranslatableCondition: 'M502',
  badReadThrough: 'M503',
  missingOperation: 'M601',
  missingMutation: 'M602',
  roleWithoutOwnership: 'M603',
  badOwnershipPath: 'M604',
  operationEffect: 'M605',
  operationSet: 'M606',
  operationRoles: 'M607',
  operationHandler: 'M608',
  unknownActionOperation: 'M609',
  duplicateOperation: 'M610',
  argumentRule: 'M611',
  duplicateAction: 'M612',
  unknownComponent: 'M701',
  demoType: 'M801',
  demoField: 'M802',
  demoValue: 'M803',
  demoRequired: 'M804',
} as const;

/** One line per problem: `M201 metadata/Trophy.json $.fields.org.typename: …`, with `:line:column` after a file whose JSON does not parse. */
export const formatProblem = (p: Problem): string => `${p.code} ${p.file}${p.line ? `:${p.line}:${p.column}` : ''} ${p.path}: ${p.message}`;
