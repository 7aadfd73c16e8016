import type { RecordTypeMetadata } from './types.generated.ts';
import { schemaProblems } from './validateSchema.ts';
import { crossCheck, type CrossCheckOptions, type LoadedFile } from './crossCheck.ts';
import { normalizeAll } from './normalize.ts';
import type { Problem } from './problems.ts';
import type { Registry } from './normalized.ts';

export interface RawFile {
  file: string;
  text: string;
}

export type PipelineResult = { problems: Problem[]; registry?: undefined } | { problems: []; registry: Registry };

/** Parse → validate (ajv) → cross-check → normalize. Pure: the callers read and write the files. */
export const runMetadataPipeline = (raw: RawFile[], options: CrossCheckOptions = {}): PipelineResult => {
  const problems: Problem[] = [];
  const valid: LoadedFile[] = [];
  const checkable: LoadedFile[] = [];
  for (const { file, text } of raw) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (e) {
      problems.push({ code: 'M000', file, path: '$', message: `not valid JSON: ${(e as Error).message}` });
      continue;
    }
    const found = schemaProblems(file, data);
    problems.push(...found);
    const plausible = typeof data === 'object' && data !== null && typeof (data as { fields?: unknown }).fields === 'object';
    if (plausible) checkable.push({ file, data: data as RecordTypeMetadata });
    if (!found.length) valid.push({ file, data: data as RecordTypeMetadata });
  }
  // Cross-checks also run over files with schema problems, so one run reports both kinds at once.
  problems.push(...crossCheck(checkable, options));
  if (problems.length) return { problems };
  return { problems: [], registry: normalizeAll(valid.map((v) => v.data)) };
};
