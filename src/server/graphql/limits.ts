import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from '@envelop/core';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Viewer } from '../auth/viewer.ts';

/**
 * What one GraphQL request may ask for, checked before anything runs (GraphQL Armor's validation rules).
 * The console's largest request (the home search: one aliased list per searchable type) stays well inside.
 * The body size is bounded before parsing, by the HTTP layer.
 */
export const GRAPHQL_LIMITS = { depth: 12, aliases: 100, directives: 20, tokens: 10_000 };

/** Whether this request may discover the schema: introspection and "Did you mean …" suggestions. */
export type SchemaDiscovery = (viewer: Viewer | null) => boolean;

/** Only signed-in platform admins, and never in production (GraphiQL is a development tool). */
export const schemaDiscoveryFor =
  (production: boolean): SchemaDiscovery =>
  (viewer) =>
    !production && Boolean(viewer?.isAdmin);

const SUGGESTION = / ?Did you mean .+\?/g;

/**
 * For everyone else introspection is a validation error and suggestions are cut from validation
 * messages, so field names cannot be probed one typo at a time.
 */
const hideSchemaPlugin = (discovery: SchemaDiscovery): Plugin<{ viewer?: Viewer | null }> => ({
  onValidate: ({ context, addValidationRule }) => {
    if (discovery(context.viewer ?? null)) return undefined;
    addValidationRule(NoSchemaIntrospectionCustomRule);
    return ({ valid, result, setResult }) => {
      if (!valid) setResult(result.map((e) => Object.assign(e, { message: e.message.replace(SUGGESTION, '') })));
    };
  },
});

export const graphqlLimitPlugins = (discovery: SchemaDiscovery): Plugin[] => [
  maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, flattenFragments: true }),
  maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases }),
  maxDirectivesPlugin({ n: GRAPHQL_LIMITS.directives }),
  maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens }),
  hideSchemaPlugin(discovery) as Plugin,
];
