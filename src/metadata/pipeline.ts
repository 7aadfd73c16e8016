import type { RecordTypeMetadata } from '../generated/metadataTypes.ts';
import { schemaProblems } from './validateSchema.ts';
import { crossCheck, type CrossCheckOptions, type LoadedFile } from './crossCheck.ts';
import { normalizeAll } from './normalize.ts';
import type { Problem } from './problems.ts';
import { parseJsonFile, type RawFile } from './jsonSyntax.ts';
import { checkDemoRows } from './demoRows.ts';
import type { Registry } from './normalized.ts';

export type { RawFile };

export type PipelineResult = { problems: Problem[]; registry?: undefined } | { problems: []; registry: Registry };

/**
 * Parse → validate (ajv) → cross-check → normalize, then the demo rows (metadata/demo/) against the normalized
 * types. Pure: the callers read and write the files.
 */
export const runMetadataPipeline = (raw: RawFile[], options: CrossCheckOptions = {}, demo: RawFile[] = []): PipelineResult => {
  const problems: Problem[] = [];
  const valid: LoadedFile[] = [];
  const checkable: LoadedFile[] = [];
  for (const { file, text } of raw) {
    const parsed = parseJsonFile(file, text);
    if (parsed.problem) {
      problems.push(parsed.problem);
      continue;
    }
    const data = parsed.data;
    const found = schemaProblems(file, data);
    problems.push(...found);
    const plausible = typeof data === 'object' && data !== null && typeof (data as { fields?: unknown }).fields === 'object';
    if (plausible) checkable.push({ file, data: data as RecordTypeMetadata });
    if (!found.length) valid.push({ file, data: data as RecordTypeMetadata });
  }
  // Cross-checks also run over files with schema problems, so one run reports both kinds at once.
  problems.push(...crossCheck(checkable, options));
  // Demo rows are checked against the normalized types; while the types have problems, only as JSON.
  if (problems.length) return { problems: [...problems, ...checkDemoRows(demo).problems] };
  const registry = normalizeAll(valid.map((v) => v.data));
  const demoProblems = checkDemoRows(demo, registry).problems;
  return demoProblems.length ? { problems: demoProblems } : { problems: [], registry };
};
