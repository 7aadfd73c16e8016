import type { OptionSourceName } from './names.ts';
import type { OptionSource } from './source.ts';
import { timeZones } from './timeZones.ts';
import { countries } from './countries.ts';
import { sports } from './sports.ts';
import { periodTypes } from './periodTypes.ts';
import { scoringModes } from './scoringModes.ts';
import { networkDeviceModels } from './networkDeviceModels.ts';
import { cloudRegions } from './cloudRegions.ts';

export { OPTION_SOURCE_NAMES, isOptionSourceName, type OptionSourceName } from './names.ts';
export type { OptionSource, SourceOption } from './source.ts';

/** Every option source by its query name; a name without a source does not compile. */
export const OPTION_SOURCES: Record<OptionSourceName, OptionSource> = {
  timeZones,
  countries,
  sports,
  periodTypes,
  scoringModes,
  networkDeviceModels,
  cloudRegions,
};
