import demoRowsSchema from '../../schema/demo-rows.schema.json' with { type: 'json' };

/** A JSON Schema node, as far as the reference reads it. */
interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  pattern?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  additionalProperties?: boolean | SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  definitions?: Record<string, SchemaNode>;
  title?: string;
}

export const METADATA_REFERENCE_PATH = 'docs/metadata-reference.md';

/** Table cells hold one line: pipes escaped, line breaks as spaces. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

const definitionName = (ref: string): string => ref.replace('#/definitions/', '');
const anchor = (name: string): string => `#${name.toLowerCase()}`;

/** What a node accepts, in words, with links to the definitions it names. */
const typeOf = (node: SchemaNode): string => {
  if (node.$ref) return `[${definitionName(node.$ref)}](${anchor(definitionName(node.$ref))})`;
  if (node.const !== undefined) return `\`${JSON.stringify(node.const)}\``;
  if (node.enum) return node.enum.map((v) => `\`${JSON.stringify(v)}\``).join(', ');
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return alternatives.map(typeOf).join(' or ');
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.includes('array') && node.items) return `list of ${typeOf(node.items)}`;
  if (types.includes('object') && typeof node.additionalProperties === 'object' && !node.properties)
    return `object: name → ${typeOf(node.additionalProperties)}`;
  return types.join(' or ') || 'any';
};

/** A property's own description, else the one of the definition it names. */
const describe = (node: SchemaNode, root: SchemaNode): string =>
  node.description ?? (node.$ref ? (root.definitions?.[definitionName(node.$ref)]?.description ?? '') : '');

/** One row per property, nested objects (and lists of them) spelled as dotted paths ('label.singular', 'checks[].rule'). */
const rows = (node: SchemaNode, root: SchemaNode, prefix = ''): string[] =>
  Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const path = `${prefix}${name}`;
    const notes = [
      node.required?.includes(name) ? '**required**' : '',
      child.default !== undefined ? `default \`${JSON.stringify(child.default)}\`` : '',
      child.pattern ? `pattern \`${child.pattern}\`` : '',
    ].filter(Boolean);
    const row = `| \`${path}\` | ${cell(typeOf(child))} | ${cell([notes.join(', '), describe(child, root)].filter(Boolean).join('. '))} |`;
    const inner = child.properties ? child : child.items?.properties ? child.items : undefined;
    return [row, ...(inner ? rows(inner, root, child.properties ? `${path}.` : `${path}[].`) : [])];
  });

const table = (node: SchemaNode, root: SchemaNode): string[] =>
  node.properties ? ['| property | type | meaning |', '|---|---|---|', ...rows(node, root)] : [];

/** One schema: its top level, then each definition under a heading of its own name (the links' targets). */
const schemaSection = (schema: SchemaNode, heading: string): string[] => [
  `## ${heading}`,
  '',
  schema.description ?? '',
  '',
  ...table(schema, schema),
  '',
  ...Object.entries(schema.definitions ?? {}).flatMap(([name, def]) => [
    `### ${name}`,
    '',
    ...(def.description ? [def.description, ''] : []),
    ...(def.properties ? table(def, schema) : [`Type: ${typeOf(def)}.`]),
    '',
  ]),
];

/**
 * docs/metadata-reference.md: every property of a record type's metadata and of its demo rows, from the JSON
 * Schemas' own descriptions, so the reference says what the editor's hover and the checks say.
 */
export const emitMetadataReference = (schema: object): string =>
  [
    '<!-- Generated from schema/metadata.schema.json and schema/demo-rows.schema.json by npm run generate. Do not edit. -->',
    '',
    '# Metadata reference',
    '',
    'Every property of `metadata/<Typename>.json` (checked against `schema/metadata.schema.json`) and of',
    '`metadata/demo/<Typename>.json` (`schema/demo-rows.schema.json`). How the parts work together is in',
    '[metadata-guide.md](metadata-guide.md); adding a type step by step in [recipes/add-a-record-type.md](recipes/add-a-record-type.md).',
    '',
    ...schemaSection(schema as SchemaNode, 'Record type'),
    ...schemaSection(demoRowsSchema as SchemaNode, 'Demo rows'),
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n*$/, '\n');
