import type { Feature, FieldResolver } from '../../feature.ts';
import { itemName, valueLabels, versionTitle } from '../../audit/auditNames.ts';
import { changesText } from '../../audit/changesText.ts';

interface Entry {
  label: string;
  type: string;
  value: unknown;
}

/**
 * The record page's entries with Changes as readable lines (changesText) instead of the objectChanges JSON: the
 * names the History view shows. The generated resolver gives the entries (and the viewer's masking).
 */
const readableChanges =
  (generated: FieldResolver | undefined): FieldResolver =>
  async (version, args, ctx, info) => {
    const entries = (await generated!(version, args, ctx, info)) as Entry[];
    const label = ctx.store.type('PaperTrailVersion').fields.find((f) => f.name === 'objectChanges')?.label;
    return Promise.all(
      entries.map(async (entry) => {
        if (entry.label !== label || entry.type !== 'json') return entry;
        const text = await changesText(ctx, version, entry.value);
        return text === null ? entry : { ...entry, type: 'string', value: text };
      }),
    );
  };

/**
 * Audit versions read as a person would (spec 000 §2.16): named by their event and record ('Removed Game Person
 * Jo Smith (#31)'), with the names of the records and the labels of the options their changes hold, on its own
 * page too (Changes as 'Venue: — → Northside Arena' lines).
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
        readminAttributeEntries: readableChanges,
        readminSummaryAttributeEntries: readableChanges,
      },
    },
  },
};
