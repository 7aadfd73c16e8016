import type { Registry } from '../metadata/normalized.ts';
import type { Extensions } from './context.ts';
import type { ServerRegistry } from './records/serverRegistry.ts';
import type { Feature } from './feature.ts';

/** A server's features, installed on its registry: what reads need (the registry), what writes need, and the list itself. */
export interface Installed {
  registry: ServerRegistry;
  extensions: Extensions;
  /** In the order they were listed: their routes, jobs and GraphQL are added in this order. */
  features: readonly Feature[];
}

/** One map of a part over every feature; a name two features give is a mistake, reported with both. */
const merged = <T>(features: readonly Feature[], what: string, pick: (f: Feature) => Record<string, T> | undefined): Record<string, T> => {
  const all: Record<string, T> = {};
  const owner: Record<string, string> = {};
  for (const feature of features) {
    for (const [name, value] of Object.entries(pick(feature) ?? {})) {
      if (Object.hasOwn(all, name)) throw new Error(`${what} '${name}' is given by both ${owner[name]} and ${feature.name}`);
      all[name] = value;
      owner[name] = feature.name;
    }
  }
  return all;
};

/** The features a server runs, installed on its metadata: done once at start (main.ts), then passed to the app and the jobs. */
export const install = (registry: Registry, features: readonly Feature[]): Installed => {
  const names = features.map((f) => f.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`Feature '${twice}' is listed twice`);
  return {
    registry: {
      ...registry,
      features: {
        computedFields: merged(features, 'Computed field', (f) => f.computedFields),
        rowMasks: merged(features, 'The row mask of', (f) => f.rowMasks),
      },
    },
    extensions: {
      beforeCreate: merged(features, 'The beforeCreate hook of', (f) => f.hooks?.beforeCreate),
      afterUpdate: merged(features, 'The afterUpdate hook of', (f) => f.hooks?.afterUpdate),
      handlers: merged(features, 'Handler module', (f) => f.handlers),
    },
    features,
  };
};
