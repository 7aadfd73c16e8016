import type { NormalizedTab } from '../../metadata/normalized.ts';
import { useConsoleQuery } from '../operations/useConsoleQuery.ts';
import type { TabData } from './detailTabs.ts';

/**
 * Which of a record's tabs have data (associationAnyRequest.ts), asked once per record; undefined while
 * loading or when there is nothing to ask.
 *
 * @example const data = useTabData('Team', '1', tabs, true);
 */
export const useTabData = (typename: string, id: string, tabs: NormalizedTab[], notes: boolean): TabData | undefined => {
  const associations = tabs.flatMap((t) => (t.association ? [t.association] : []));
  const { data } = useConsoleQuery('tabData', { typename, id, associations, notes }, { enabled: associations.length > 0 || notes, retry: false });
  return data;
};
