import type { ConsoleRequest, NoParams } from '../../operations/consoleRequest.ts';

/** Every country's states (ISO 3166-2) as names by country code: what a state input offers. */
export const countryStatesRequest = (_: NoParams): ConsoleRequest<Record<string, string[]>> => ({
  query: `query ReadminCountryStates { countries { value states { label } } }`,
  variables: {},
  parse: (data) =>
    Object.fromEntries((data.countries as { value: string; states: { label: string }[] }[]).map((c) => [c.value, c.states.map((s) => s.label)])),
});
