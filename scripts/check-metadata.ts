/** npm run check:metadata [dir]: validates every record-type file and its demo rows (dir/demo/) and reports every problem at once. */
import { readMetadataDir } from '../src/metadata/load.ts';
import { runMetadataPipeline } from '../src/metadata/pipeline.ts';
import { formatProblem } from '../src/metadata/problems.ts';
import { readDemoDir } from '../src/metadata/demoRows.ts';
import { computedSignatures } from '../src/server/records/selection.ts';
import { install } from '../src/server/install.ts';
import { FEATURES } from '../src/server/features/index.ts';

const dir = process.argv[2] ?? 'metadata';
const files = readMetadataDir(dir);
const demo = readDemoDir(`${dir}/demo`);
// As Django's system checks load the installed apps: the handler modules and computed fields metadata names are
// the ones the installed features give.
const installed = install({ types: {} }, FEATURES);
const { problems } = runMetadataPipeline(
  files,
  { handlers: Object.keys(installed.extensions.handlers), computed: computedSignatures(installed.registry) },
  demo,
);
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`\n${problems.length} problem(s) in ${dir}/`);
  process.exit(1);
}
console.log(`${files.length} record types${demo.length ? ` and ${demo.length} demo row files` : ''} in ${dir}/: no problems`);
