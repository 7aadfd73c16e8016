import { breaksCheck } from './recordCheck.ts';
import type { Field, RecordTypeMetadata } from '../generated/metadataTypes.ts';

/** The typename a videoRange input's `video` path must end at: its duration bounds the range on the server. */
export const RANGE_VIDEO_TYPENAME = 'Video';

const isMissing = (v: unknown) => v === null || v === undefined;

/**
 * What is wrong with a field's declared `input` (schema: a field's `input`), as messages: a videoRange
 * starts on a duration field, names another duration field as its stop, reaches a Video through a
 * reference and an association (whose way back is one reference, so the server can look the video up),
 * and keeps no bound the type's `checks` do not enforce on the server: the slider would
 * promise what a write through the API does not keep.
 */
export const fieldInputProblems = (
  data: RecordTypeMetadata,
  byTypename: Map<string, RecordTypeMetadata>,
  name: string,
  field: Field,
): { at: string; message: string }[] => {
  const input = field.input;
  if (!input) return [];
  const problems: { at: string; message: string }[] = [];
  const problem = (at: string, message: string) => problems.push({ at, message });
  if (field.type !== 'duration_seconds') problem('', `a videoRange starts on a duration_seconds field ('${name}' is ${field.type})`);
  const stop = data.fields[input.stop];
  if (!stop || stop.type !== 'duration_seconds' || input.stop === name)
    problem('.stop', `'${input.stop}' is not another duration_seconds field of ${data.typename}`);
  const [referenceName, associationName] = input.video.split('.');
  const reference = data.fields[referenceName];
  // A reference to a type no file declares is reported where it is declared (M201), not again here.
  if (reference?.type === 'reference' && reference.typename && !byTypename.has(reference.typename)) return problems;
  const target = reference?.type === 'reference' ? byTypename.get(reference.typename!) : undefined;
  const association = target?.associations?.[associationName];
  if (!target) problem('.video', `'${referenceName}' is not a reference field of ${data.typename}`);
  else if (association?.typename !== RANGE_VIDEO_TYPENAME || typeof association.via !== 'string' || association.via.includes('.') || association.from)
    problem('.video', `'${associationName}' is not an association of ${target.typename} to ${RANGE_VIDEO_TYPENAME} through one reference`);
  if (problems.length) return problems;

  const checks = data.checks ?? [];
  const refused = (span: number) => checks.some((c) => breaksCheck(c.rule, { [name]: 0, [input.stop]: span }, isMissing));
  if (input.minGap !== undefined && input.minGap >= 1 && (!refused(input.minGap - 1) || refused(input.minGap)))
    problem('.minGap', `the type's checks must refuse a stop less than ${input.minGap} seconds after the start, and take one exactly that far`);
  if (input.maxSpan !== undefined && (!refused(input.maxSpan + 1) || refused(input.maxSpan)))
    problem('.maxSpan', `the type's checks must refuse a span over ${input.maxSpan} seconds, and take one of exactly that`);
  return problems;
};
