import { OPTION_SOURCES } from '../optionSources/index.ts';

/** One query per option source (src/metadata/optionSources), with the entry types they answer. */
export const optionSourcesSdl = (): string =>
  [
    '"One choice of an option source: the value stored, the text shown."',
    'type ReadminOption {',
    '  value: String!',
    '  label: String!',
    '}',
    '',
    'type CountryOption {',
    '  value: String!',
    '  label: String!',
    '  states: [ReadminOption!]!',
    '}',
    '',
    'extend type Query {',
    ...Object.entries(OPTION_SOURCES).flatMap(([name, source]) => [
      `  ${JSON.stringify(source.description)}`,
      `  ${name}: [${source.graphqlType}!]!`,
    ]),
    '}',
    '',
  ].join('\n');
