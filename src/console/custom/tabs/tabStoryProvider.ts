import type { DataProvider } from 'react-admin';
import { dialogDataProvider } from '../../dialogs/testing/dialogFixtures.ts';

/**
 * The fixture data provider, answering one shell resource's getOne with `answer` as the server would (or
 * failing with its error), for the stories of tabs that read a root query.
 */
export const tabDataProvider = (resource: string, answer: (id: string) => Record<string, unknown> | Error): DataProvider => {
  const base = dialogDataProvider({});
  return {
    ...base,
    getOne: (r, params) => {
      if (r !== resource) return base.getOne(r, params);
      const data = answer(String(params.id));
      return data instanceof Error ? Promise.reject(data) : Promise.resolve({ data: { id: params.id, ...data } as never });
    },
  };
};
