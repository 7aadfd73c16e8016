import type { NormalizedField } from '../metadata/normalized.ts';
import { evaluate } from '../metadata/jsonLogic.ts';

/**
 * The types a file or image field accepts for a record as rules read it: the first `acceptWhen` entry whose
 * condition holds (images and videos for a video overlay), else its `accept`. The console's file picker
 * and the server's upload check both ask this.
 */
export const acceptOf = (field: Pick<NormalizedField, 'accept' | 'acceptWhen'>, record: Record<string, unknown>): string | undefined =>
  field.acceptWhen?.find((a) => evaluate(a.when, record))?.accept ?? field.accept;

/** A file's name without its extension ('Summer promo.final.png' → 'Summer promo.final'); a name that is all extension stays whole. */
export const fileNameStem = (fileName: string): string => {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
};
