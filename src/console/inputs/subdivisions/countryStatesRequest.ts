import type { GraphqlRequest } from '../../graphql/request.ts';

/** Every country's states (ISO 3166-2), as { id: country code, states: names } rows: what a state input offers. */
export const countryStatesRequest = (): GraphqlRequest => ({
  query: `query ReadminCountryStates { countries { value states { label } } }`,
  variables: {},
  parseResponse: ({ data }) => {
    const rows = (data.countries as { value: string; states: { label: string }[] }[]).map((c) => ({
      id: c.value,
      states: c.states.map((s) => s.label),
    }));
    return { data: rows, total: rows.length };
  },
});
