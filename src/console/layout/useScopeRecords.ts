import { useGetOne } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SHELL, type ShellApiPartner, type ShellOrg } from '../graphql/shellResources.ts';
import { scopeOfPath, type ConsoleScope } from '../scope.ts';

export interface ScopeRecords {
  scope: ConsoleScope;
  org?: ShellOrg;
  apiPartner?: ShellApiPartner;
}

/** The organisation or API partner of the current URL, for the footer, sidebar and time zone. */
export const useScopeRecords = (): ScopeRecords => {
  const scope = scopeOfPath(useLocation().pathname);
  const org = useGetOne<ShellOrg>(SHELL.org, { id: scope.orgId ?? '' }, { enabled: scope.orgId !== undefined });
  const apiPartner = useGetOne<ShellApiPartner>(SHELL.apiPartner, { id: scope.apiPartnerId ?? '' }, { enabled: scope.apiPartnerId !== undefined });
  return {
    scope,
    org: scope.orgId !== undefined ? org.data : undefined,
    apiPartner: scope.apiPartnerId !== undefined ? apiPartner.data : undefined,
  };
};
