import { compile } from 'json-schema-to-typescript';
import type { Registry } from '../metadata/normalized.ts';
import { buildSdl } from '../metadata/sdl/sdl.ts';
import type { SdlFragment } from '../metadata/sdl/fragments.ts';
import { databasePlan, diffPlans, type DatabasePlan } from './tablePlan.ts';
import { emitResources } from './resources.ts';
import { emitDatabaseTypes } from './databaseTypes.ts';
import { CONSOLE_TYPES_DIR, emitConsoleRegistry } from './consoleRegistry.ts';
import { BANNER } from './banner.ts';
import { emitMetadataReference, METADATA_REFERENCE_PATH } from './metadataReference.ts';

export { BANNER };

export interface GeneratedFile {
  path: string;
  content: string;
}

export interface EmitInput {
  registry: Registry;
  schema: object;
  /** Snapshot of the tables after the last migration, and the migration files already present. */
  snapshot: DatabasePlan;
  migrationNames: string[];
  /** The features' SDL (src/server/features/<name>/schema.graphql), appended to the schema where it applies. */
  sdlFragments: SdlFragment[];
}

export interface EmitResult {
  files: GeneratedFile[];
  /** Schema changes the generator refuses to make by itself. */
  blocked: string[];
  /** Folders that hold generated files only: a file there that `files` does not list is stale (a removed type's). */
  ownedDirs: string[];
}

const nextMigrationName = (existing: string[], label: string): string => {
  const last = Math.max(0, ...existing.map((n) => Number.parseInt(n, 10)).filter(Number.isFinite));
  return `${String(last + 1).padStart(4, '0')}_${label}.sql`;
};

/** Everything derived from the metadata. Pure: returns file contents; the script writes them. */
export const emitAll = async ({ registry, schema, snapshot, migrationNames, sdlFragments }: EmitInput): Promise<EmitResult> => {
  const types = await compile(schema as never, 'RecordTypeMetadata', {
    bannerComment: `/* Generated from schema/metadata.schema.json by npm run generate. Do not edit. */\nimport type { JsonLogic } from '../metadata/jsonLogic.ts';`,
    additionalProperties: false,
    format: false,
  });
  const plan = databasePlan(registry);
  const diff = diffPlans(snapshot, plan);
  const files: GeneratedFile[] = [
    { path: 'src/generated/metadataTypes.ts', content: types },
    { path: 'src/generated/registry.json', content: `${JSON.stringify({ $comment: BANNER, ...registry }, null, 2)}\n` },
    { path: 'src/generated/schema.graphql', content: buildSdl(registry, sdlFragments) },
    { path: 'src/generated/resources.ts', content: emitResources(registry) },
    { path: 'src/generated/database.ts', content: emitDatabaseTypes(registry) },
    ...emitConsoleRegistry(registry),
    { path: METADATA_REFERENCE_PATH, content: emitMetadataReference(schema) },
  ];
  if (diff.statements.length) {
    const added = Object.keys(plan).filter((t) => !snapshot[t]);
    const label = added.length && added.length <= 3 ? `create_${added.join('_')}` : 'metadata_changes';
    files.push(
      {
        path: `migrations/${nextMigrationName(migrationNames, label)}`,
        content: `-- ${BANNER}\n${diff.statements.map((s) => `${s};`).join('\n\n')}\n`,
      },
      { path: 'migrations/snapshot.json', content: `${JSON.stringify(plan, null, 2)}\n` },
    );
  }
  return { files, blocked: diff.blocked, ownedDirs: [CONSOLE_TYPES_DIR] };
};
