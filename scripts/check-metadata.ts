/** npm run check:metadata [dir]: validates every record-type file and reports every problem at once. */
import { readHandlerNames, readMetadataDir } from '../src/metadata/load.ts';
import { runMetadataPipeline } from '../src/metadata/pipeline.ts';
import { formatProblem } from '../src/metadata/problems.ts';
import { computedSignatures } from '../src/server/computed/index.ts';

const dir = process.argv[2] ?? 'metadata';
const files = readMetadataDir(dir);
const { problems } = runMetadataPipeline(files, { handlers: readHandlerNames(), computed: computedSignatures() });
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`\n${problems.length} problem(s) in ${dir}/`);
  process.exit(1);
}
console.log(`${files.length} record types in ${dir}/: no problems`);
