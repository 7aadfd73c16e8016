import type { Feature } from '../../feature.ts';
import { itemName, valueLabels, versionTitle } from '../../audit/auditNames.ts';

/**
 * Audit versions read as a person would (spec 000 §2.16): named by their event and record ('Removed Game Person
 * Jo Smith (#31)'), with the names of the records and the labels of the options their changes hold.
 */
export const audit: Feature = {
  name: 'audit',
  graphql: {
    sdl: new URL('./schema.graphql', import.meta.url),
    fields: {
      PaperTrailVersion: {
        readminName: () => (version, _a, ctx) => versionTitle(ctx, version),
        readminItemName: () => (version, _a, ctx) => itemName(ctx, version),
        readminValueLabels: () => (version, _a, ctx) => valueLabels(ctx, version),
      },
    },
  },
};
