/**
 * npm run generate: metadata/ → types, registry, GraphQL SDL, resources and a migration for what changed.
 * --check: write nothing, exit 1 if any generated file is stale (CI runs this).
 * --root DIR: work on another project copy (used by the tests' fixture record type).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readFeatureSdl, readMetadataDir } from '../src/metadata/load.ts';
import { runMetadataPipeline } from '../src/metadata/pipeline.ts';
import { formatProblem } from '../src/metadata/problems.ts';
import { emitAll } from '../src/generator/emit.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const root = resolve(args.includes('--root') ? args[args.indexOf('--root') + 1] : '.');

// Handler modules and computed fields are checked by npm run check:metadata, which loads the features.
const { problems, registry } = runMetadataPipeline(readMetadataDir(join(root, 'metadata'), root));
if (!registry) {
  problems.forEach((p) => console.error(formatProblem(p)));
  process.exit(1);
}
const migrationsDir = join(root, 'migrations');
const snapshotPath = join(migrationsDir, 'snapshot.json');
const { files, blocked, ownedDirs } = await emitAll({
  registry,
  schema: JSON.parse(readFileSync(join(root, 'schema/metadata.schema.json'), 'utf8')),
  snapshot: existsSync(snapshotPath) ? JSON.parse(readFileSync(snapshotPath, 'utf8')) : {},
  migrationNames: existsSync(migrationsDir) ? readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')) : [],
  sdlFragments: readFeatureSdl(root),
});
if (blocked.length) {
  blocked.forEach((b) => console.error(`blocked: ${b}`));
  process.exit(1);
}

const stale = files.filter((f) => {
  const path = join(root, f.path);
  return !existsSync(path) || readFileSync(path, 'utf8') !== f.content;
});
const generatedPaths = new Set(files.map((f) => f.path));
const leftOver = ownedDirs.flatMap((dir) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .map((name) => `${dir}/${name}`)
        .filter((path) => !generatedPaths.has(path))
    : [],
);
if (check) {
  if (stale.length || leftOver.length) {
    const listed = [...stale.map((f) => f.path), ...leftOver.map((path) => `${path} (no longer generated)`)];
    console.error(`Generated files are stale; run npm run generate and commit:\n${listed.map((path) => `  ${path}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`generated files are up to date (${Object.keys(registry.types).length} record types)`);
} else {
  for (const f of stale) {
    mkdirSync(dirname(join(root, f.path)), { recursive: true });
    writeFileSync(join(root, f.path), f.content); // unchanged files are not rewritten
    console.log(`wrote ${f.path}`);
  }
  for (const path of leftOver) {
    rmSync(join(root, path));
    console.log(`removed ${path}`);
  }
  if (!stale.length && !leftOver.length) console.log('nothing to generate: everything is up to date');
}
