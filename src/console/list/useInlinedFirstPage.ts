import { useEffect, useState } from 'react';
import { forgetFirstList } from '../auth/bootData.ts';
import { firstListPage } from '../graphql/firstListAnswer.ts';
import type { ListParams } from '../../shared/list/listPageRequest.ts';

/**
 * Query options that put the list's first rows in its first render, when the server sent them in the page
 * (graphql/firstListAnswer.ts): react-query starts the first page with them and does not ask again on mount.
 * Through the dataProvider they would come as a settled promise, which react-query hands on in a later task: the
 * console would render the whole list twice, with a layout of the page between, before the rows showed.
 *
 * Given only while the list asks for that very page: another filter or page size is a query of its own, asked
 * of the server (and so is this one once invalidated, after an edit). Undefined when the page holds no such
 * answer, or it is gone: the console's first list on screen ends it, and a later one (back on this list) asks.
 */
export const useInlinedFirstPage = (resource: string, params: ListParams) => {
  const key = JSON.stringify(params);
  const [first] = useState(() => {
    const page = firstListPage(resource, params);
    return page && { key, options: { initialData: { pages: [{ ...page, pageParam: 1 }], pageParams: [1] }, refetchOnMount: false } };
  });
  // Ended when this list reaches the screen, not when it renders: a render React discards (a lazy button of
  // the list still loading suspends the page) left the answer taken, and the render that did show asked the
  // server for the same rows.
  useEffect(() => forgetFirstList(resource), [resource]);
  return first?.key === key ? first.options : undefined;
};
