import { OPTION_SOURCES, isOptionSourceName } from './index.ts';
import type { OptionSource, SourceOption } from './source.ts';

/** An enum field, or an argument: its own options, or the option source it names. */
export interface EnumLike {
  name?: string;
  options?: readonly SourceOption[];
  optionsQuery?: string;
}

/** The source an enum field names; the metadata checks (M206) make an unknown name impossible past them. */
export const sourceOf = (field: EnumLike): OptionSource | undefined => {
  if (field.optionsQuery === undefined) return undefined;
  if (!isOptionSourceName(field.optionsQuery)) throw new Error(`field '${field.name ?? '?'}' names unknown option source '${field.optionsQuery}'`);
  return OPTION_SOURCES[field.optionsQuery];
};

export const fieldOptions = (field: EnumLike): readonly SourceOption[] => field.options ?? sourceOf(field)?.options() ?? [];

/** The one membership test of an enum value, for writes, arguments and filters alike. */
export const acceptsOption = (field: EnumLike, value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  const source = sourceOf(field);
  return source ? source.has(value) : (field.options ?? []).some((o) => o.value === value);
};

/** Completes "{label} …" for a value the field does not accept. */
export const optionRefusal = (field: EnumLike): string =>
  sourceOf(field)?.refusal ?? `must be one of ${(field.options ?? []).map((o) => o.value).join(', ')}`;
