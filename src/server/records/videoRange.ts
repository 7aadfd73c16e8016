import { sql } from 'kysely';
import { directVia, type NormalizedField, type NormalizedType, type Registry } from '../../metadata/normalized.ts';
import { formatDuration } from '../../shared/duration.ts';
import type { Db } from '../db/database.ts';
import type { FieldProblem } from '../errors.ts';
import { ruleRecord } from './fieldRules.ts';
import type { Row } from '../db/row.ts';

/** A field's declared videoRange input (metadata: a field's `input`), with its stop field and the way to its video. */
export interface VideoRange {
  start: NormalizedField;
  stop: NormalizedField;
  /** The reference field whose record has the video ('game'). */
  reference: NormalizedField;
  /** The Video type and its reference back to that record (Video.game). */
  video: NormalizedType;
  videoVia: NormalizedField;
}

/** The type's videoRange inputs, resolved against the registry (npm run check:metadata, M207, proved each path). */
export const videoRangesOf = (registry: Registry, type: NormalizedType): VideoRange[] =>
  type.fields.flatMap((start) => {
    if (start.input?.kind !== 'videoRange') return [];
    const [referenceName, associationName] = start.input.video.split('.');
    const reference = type.fields.find((f) => f.name === referenceName)!;
    const association = registry.types[reference.typename!].associations[associationName];
    const video = registry.types[association.typename];
    const viaName = directVia(association)!;
    return [
      {
        start,
        stop: type.fields.find((f) => f.name === start.input!.stop)!,
        reference,
        video,
        videoVia: video.fields.find((f) => f.name === viaName)!,
      },
    ];
  });

/**
 * The rule of a videoRange the dialog's slider keeps but only the server can promise: the stop lies within
 * the video's duration, when the referenced record has a video whose duration is known (the longest, should
 * it have several). Judged on each record as it would be, when the write sets the stop or the reference, so
 * that editing an incident's description never fails because its game was re-cut shorter since.
 */
export const videoRangeProblems = async (
  db: Db,
  registry: Registry,
  type: NormalizedType,
  columns: Record<string, unknown>,
  targets: (Row | null)[],
): Promise<FieldProblem[]> => {
  const problems: FieldProblem[] = [];
  for (const range of videoRangesOf(registry, type)) {
    if (!(range.stop.column in columns) && !(range.reference.column in columns)) continue;
    for (const row of targets) {
      const record = ruleRecord(type, row, columns);
      const stop = record[range.stop.name];
      const owner = record[range.reference.name];
      if (typeof stop !== 'number' || owner === null || owner === undefined) continue;
      const duration = await videoDuration(db, range, Number(owner));
      if (duration !== null && stop > duration) {
        problems.push({
          field: range.stop.name,
          message: `${range.stop.label} must be at most ${formatDuration(duration)}, the length of the ${range.reference.label.toLowerCase()}'s video`,
        });
        break;
      }
    }
  }
  return problems;
};

/** The duration of the referenced record's video in seconds, null when it has none or its duration is unknown. */
export const videoDuration = async (db: Db, range: VideoRange, ownerId: number): Promise<number | null> => {
  const duration = range.video.fields.find((f) => f.name === 'durationSeconds')!;
  const { rows } = await sql<{ seconds: number | null }>`
    SELECT max(${sql.ref(duration.column)}) AS seconds FROM ${sql.table(range.video.table)}
    WHERE ${sql.ref(range.videoVia.column)} = ${ownerId}`.execute(db);
  return rows[0]?.seconds ?? null;
};
