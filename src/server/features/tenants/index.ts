import type { Feature } from '../../feature.ts';

/** The organisation and API partner the console's frame is built around (its sidebar and title): `org(id)`, `apiPartner(id)`. */
export const tenants: Feature = {
  name: 'tenants',
  graphql: {
    sdl: new URL('./schema.graphql', import.meta.url),
    query: {
      org: (_p, a, ctx) => ctx.store.get('Org', a.id as string),
      apiPartner: (_p, a, ctx) => ctx.store.get('ApiPartner', a.id as string),
    },
  },
};
