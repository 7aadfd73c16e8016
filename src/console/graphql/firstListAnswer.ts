import { bootOptionSource, peekFirstList } from '../auth/bootData.ts';
import { toFilterBar } from '../../shared/filterBar/filterBar.ts';
import type { PageAnswers } from './lazyDataProvider.ts';
import { listPageRequest, type ListPageRequest, type ListParams } from '../../shared/list/listPageRequest.ts';

/** A list page's answer, as the dataProvider's getList gives it. */
export type ListPageAnswer = ReturnType<ListPageRequest['parseResponse']>;

/**
 * The list page's first page, if the server ran that very request for the page (consoleBoot.ts): the same
 * variables for the same resource. GenericList starts its query with it (list/useInlinedFirstPage.ts), so the
 * rows show without the GraphQL client (Apollo, graphql, ra-data-graphql), which loads with the page's first
 * other request. The text of a list request depends on its type alone (the same on both sides,
 * firstListRequest.test.ts), so no registry is read here. Given until a list of the resource is on screen
 * (bootData.ts forgetFirstList).
 */
export const firstListPage = (resource: string, params: ListParams): ListPageAnswer | undefined => {
  const inlined = peekFirstList(resource);
  if (!inlined) return undefined;
  const request = listPageRequest(String(inlined.variables.typename), params, toFilterBar(params.filter));
  // As JSON sends them (undefined left out), as the server recorded them.
  const same = JSON.stringify(request.variables) === JSON.stringify(inlined.variables);
  return same ? request.parseResponse({ data: inlined.data }) : undefined;
};

/**
 * The queries answered from what the server put in the page rather than by the server: the choices of the option
 * sources a list page's columns and filters show. They change only with a deploy.
 */
export const answersFromPage: PageAnswers = {
  optionsQuery: ({ query }) => bootOptionSource(query),
};
