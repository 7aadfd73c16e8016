/**
 * The option sources an enum field may name as its optionsQuery: each is one GraphQL query of the same
 * name (spec operations.txt: timeZones, countries, sports, periodTypes, scoringModes, networkDeviceModels;
 * the spec's "cloud regions" as cloudRegions). The console imports only these names; the values live in
 * ./index.ts, loaded by the server and the metadata checks.
 */
export const OPTION_SOURCE_NAMES = [
  'timeZones',
  'countries',
  'sports',
  'periodTypes',
  'scoringModes',
  'networkDeviceModels',
  'cloudRegions',
] as const;

export type OptionSourceName = (typeof OPTION_SOURCE_NAMES)[number];

export const isOptionSourceName = (name: unknown): name is OptionSourceName => OPTION_SOURCE_NAMES.includes(name as OptionSourceName);
