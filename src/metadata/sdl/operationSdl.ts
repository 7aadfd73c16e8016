import type { NormalizedCustomOperation, NormalizedField, NormalizedType } from '../normalized.ts';
import { FIELD_TYPES } from '../fieldTypes.ts';
import { attributeName, inputTypeName, upperFirst } from '../naming.ts';
import { LOCK_VERSION_LINE, LOCK_VERSIONS_LINE } from './lockVersionSdl.ts';

/**
 * The API of declared operations (operations.custom): an input with the id argument and the operation's
 * own arguments, and an answer by what it returns. Generated, so adding an operation is a metadata change.
 */
const payloadName = (op: NormalizedCustomOperation): string => `${upperFirst(op.name)}Payload`;

const PAYLOAD_FIELDS: Record<Exclude<NormalizedCustomOperation['returns']['kind'], 'none' | 'records'>, (field: string) => string[]> = {
  url: (field) => [`  ${field}: String`],
  value: (field) => [`  ${field}: JSON`],
  image: (field) => [`  "Base64 of the image."`, `  ${field}: String!`, '  mimeType: String!', '  filename: String!'],
  file: (field) => [`  "Base64 of the file."`, `  ${field}: String!`, '  mimeType: String!', '  filename: String!'],
};

/** A file declared `text` carries its text as it is (an SSH config), not base64. */
const payloadFields = (op: NormalizedCustomOperation, kind: keyof typeof PAYLOAD_FIELDS): string[] =>
  kind === 'file' && op.returns.text
    ? [`  "The file's text."`, `  ${op.returns.field}: String!`, '  mimeType: String!', '  filename: String!']
    : PAYLOAD_FIELDS[kind](op.returns.field);

const returnType = (type: NormalizedType, op: NormalizedCustomOperation): string => {
  const { kind } = op.returns;
  if (kind === 'none') return 'OperationSuccess!';
  if (kind === 'records') return op.target === 'batch' ? `[${type.typename}!]!` : `${type.typename}`;
  return `${payloadName(op)}!`;
};

const argumentLine = (f: NormalizedField): string => `  ${attributeName(f)}: ${FIELD_TYPES[f.type].input}`;

const hasInput = (op: NormalizedCustomOperation): boolean => op.ids !== null || op.arguments.length > 0;

export const operationTypesSdl = (type: NormalizedType): string[] =>
  Object.values(type.operations.custom).flatMap((op) => {
    const idLine = op.ids ? (op.target === 'batch' ? [`  ${op.ids}: [ID!]!`, LOCK_VERSIONS_LINE] : [`  ${op.ids}: ID!`, LOCK_VERSION_LINE]) : [];
    const input = [
      '',
      `input ${inputTypeName(op.name)} {`,
      ...(hasInput(op) ? [...idLine, ...op.arguments.map(argumentLine)] : ['  clientMutationId: String']),
      '}',
    ];
    const { kind, extraFields = [] } = op.returns;
    const extra = kind === 'image' || kind === 'file' ? extraFields.map((f) => `  ${f}: String!`) : [];
    const payload = kind === 'none' || kind === 'records' ? [] : ['', `type ${payloadName(op)} {`, ...payloadFields(op, kind), ...extra, '}'];
    return [...input, ...payload];
  });

export const operationMutationsSdl = (type: NormalizedType): string[] =>
  Object.values(type.operations.custom).flatMap((op) => [
    ...(op.description ? [`  "${op.description.replace(/"/g, "'")}"`] : []),
    `  ${op.name}(input: ${inputTypeName(op.name)}${hasInput(op) ? '!' : ''}): ${returnType(type, op)}`,
  ]);
