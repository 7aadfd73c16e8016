/** A metadata problem, reported Django-style: a stable code, the file and the JSON path. */
export interface Problem {
  code: string;
  file: string;
  path: string;
  message: string;
}

/**
 * The stable problem codes. M0xx: JSON Schema; M1xx: names clash; M2xx: fields and references;
 * M3xx: list; M4xx: tabs and associations; M5xx: conditions; M6xx: operations, actions, permissions;
 * M7xx: hand-written components.
 */
export const CODES = {
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
} as const;

export const formatProblem = (p: Problem): string => `${p.code} ${p.file} ${p.path}: ${p.message}`;
