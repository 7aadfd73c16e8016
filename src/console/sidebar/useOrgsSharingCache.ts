import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ShellOrg } from '../graphql/frameRequests.ts';
import { consoleQueryKey, useConsoleQuery } from '../operations/useConsoleQuery.ts';

/**
 * Several organisations in one request ('orgs'), sharing the cache of the one-organisation query ('org') both
 * ways: organisations already known show at once, and those read here answer the title bar's and the
 * Dashboard's 'org' without another request.
 *
 * @example const { data: orgs } = useOrgsSharingCache(['1', '2'], {});
 */
export const useOrgsSharingCache = (ids: string[], options: { initialData?: ShellOrg[]; staleTime?: number }) => {
  const queryClient = useQueryClient();
  const query = useConsoleQuery(
    'orgs',
    { ids },
    {
      enabled: ids.length > 0,
      placeholderData: () => {
        const known = ids.map((id) => queryClient.getQueryData<ShellOrg>(consoleQueryKey('org', { id })));
        return known.every(Boolean) ? (known as ShellOrg[]) : undefined;
      },
      ...options,
    },
  );
  const { data, error, isFetching } = query;
  useEffect(() => {
    if (data === undefined || error != null || isFetching) return;
    for (const org of data) queryClient.setQueryData<ShellOrg>(consoleQueryKey('org', { id: org.id }), (old) => old ?? org);
  }, [queryClient, data, error, isFetching]);
  return query;
};
