import { bootOptionSource, takeFirstList } from '../auth/bootData.ts';
import { optionRows } from '../dialogs/optionsQueryText.ts';
import { DIALOG_SHELL } from '../dialogs/shellNames.ts';
import { toFilterBar } from './filterBar.ts';
import { listPageRequest, type ListParams } from './listPageRequest.ts';

type Answer = Promise<unknown> | undefined;

/**
 * The list page's first getList, if the server ran that very request for the page (consoleBoot.ts): the same
 * variables for the same resource. The text of a list request depends on its type alone (the same on both
 * sides, firstListRequest.test.ts), so no registry is read here.
 */
const firstListAnswer = (resource: string, params: ListParams): Answer => {
  const inlined = takeFirstList(resource);
  if (!inlined) return undefined;
  const request = listPageRequest(String(inlined.variables.typename), params, toFilterBar(params.filter));
  // As JSON sends them (undefined left out), as the server recorded them.
  const same = JSON.stringify(request.variables) === JSON.stringify(inlined.variables);
  return same ? Promise.resolve(request.parseResponse({ data: inlined.data })) : undefined;
};

/** An option source's choices, inlined for the list page's filters; they change only with a deploy. */
const optionSourceAnswer = (params: { meta?: { query?: string } }): Answer => {
  const values = params.meta?.query === undefined ? undefined : bootOptionSource(params.meta.query);
  return values && Promise.resolve(optionRows(values));
};

/**
 * A call answered from what the server put in the page, or undefined to ask the server. A list page's first
 * rows and its filters' choices are there, so they show without the GraphQL client (Apollo, graphql,
 * ra-data-graphql), which loads with the page's first other request.
 */
export const answerFromPage = (method: string, args: unknown[]): Answer => {
  if (method !== 'getList' || typeof args[0] !== 'string') return undefined;
  const params = args[1] ?? {};
  return args[0] === DIALOG_SHELL.optionsQuery
    ? optionSourceAnswer(params as { meta?: { query?: string } })
    : firstListAnswer(args[0], params as ListParams);
};
