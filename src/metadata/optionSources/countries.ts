import { iso31661, iso31662 } from 'iso-3166';
import { listSource, type SourceOption } from './source.ts';

export interface CountryOption extends SourceOption {
  /** The country's first-level subdivisions (states, provinces, regions): ISO 3166-2 codes. */
  states: SourceOption[];
}

/**
 * ISO 3166-1 alpha-2 codes with their ISO 3166-2 subdivisions, from the iso-3166 package (plain data kept
 * current with the ISO standard); names as people read them (CLDR's, through Intl: "United Kingdom",
 * not ISO's "United Kingdom of Great Britain and Northern Ireland").
 */
export const countries = listSource<CountryOption>(
  {
    description: 'Countries (ISO 3166-1 alpha-2) with their states (ISO 3166-2).',
    noun: 'a country code (ISO 3166-1 alpha-2)',
    graphqlType: 'CountryOption',
  },
  () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const states = new Map<string, SourceOption[]>();
    for (const s of iso31662) states.set(s.parent, [...(states.get(s.parent) ?? []), { value: s.code, label: s.name }]);
    return iso31661
      .map((c) => ({
        value: c.alpha2,
        label: names.of(c.alpha2) ?? c.name,
        states: (states.get(c.alpha2) ?? []).sort((a, b) => a.label.localeCompare(b.label)),
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  },
);
