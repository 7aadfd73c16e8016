import { ListContextProvider, useGetList, useList } from 'react-admin';
import type { Registry } from '../../metadata/normalized.ts';
import { SHELL } from '../graphql/shellResources.ts';
import { RecordTable } from '../list/RecordTable.tsx';
import type { ConsoleScope } from '../scope.ts';

export interface AssociationTabProps {
  registry: Registry;
  typename: string;
  id: string;
  association: string;
  scope: ConsoleScope;
}

/** A tab listing readminAssociationObjects(association) with the columns of the associated type. */
export const AssociationTab = ({ registry, typename, id, association, scope }: AssociationTabProps) => {
  const target = registry.types[registry.types[typename]?.associations[association]?.typename ?? ''];
  const { data = [], isPending, error } = useGetList(SHELL.association, { meta: { typename, id, association }, pagination: { page: 1, perPage: 50 } });
  const list = useList({ data, isPending, error });
  if (!target) return null;
  // Rows link inside the organisation when their type has organisation routes, else to the platform route.
  return (
    <ListContextProvider value={list}>
      <RecordTable type={target} route={target.route} scope={target.scope.orgRoute ? scope : {}} emptyText="There is no data to display." />
    </ListContextProvider>
  );
};
