/** One choice of an option source, as its query answers it. */
export interface SourceOption {
  value: string;
  label: string;
}

/** A list of allowed values, declared once: served by its query, checked by the server on every write. */
export interface OptionSource<T extends SourceOption = SourceOption> {
  /** The query's description in the SDL. */
  description: string;
  /** The GraphQL type of one entry. */
  graphqlType: 'ReadminOption' | 'CountryOption';
  /** Completes "{field label} …" when a value is not in the source. */
  refusal: string;
  options(): readonly T[];
  has(value: string): boolean;
}

/** Lists this short are named in full when a value is refused. */
const NAMED_IN_FULL = 12;

/** A source over a fixed list, built on first use (country data and ICU's zones are not free to compute). */
export const listSource = <T extends SourceOption>(
  settings: {
    description: string;
    noun: string;
    graphqlType?: OptionSource['graphqlType'];
    /** Another spelling of a listed value (an alias) → the listed one, which the value then stands for. */
    canonical?: (value: string) => string | null;
  },
  build: () => readonly T[],
): OptionSource<T> => {
  let options: readonly T[] | undefined;
  let values: Set<string> | undefined;
  const list = () => (options ??= build());
  return {
    description: settings.description,
    graphqlType: settings.graphqlType ?? 'ReadminOption',
    get refusal() {
      const all = list();
      return all.length <= NAMED_IN_FULL ? `must be one of ${all.map((o) => o.value).join(', ')}` : `must be ${settings.noun}`;
    },
    options: list,
    has: (value) => {
      values ??= new Set(list().map((o) => o.value));
      return values.has(value) || values.has(settings.canonical?.(value) ?? '');
    },
  };
};
