import type { ConsoleRequest } from '../operations/consoleRequest.ts';
import { notesFilterBar } from '../notes/notesFilter.ts';
import type { TabData } from './detailTabs.ts';

export interface TabDataParams {
  typename: string;
  id: string;
  associations: string[];
  notes?: boolean;
}

/**
 * Which tabs of a record have data, in one request: readminAssociationAny per association (spec 002
 * §2.8: empty tabs hidden, tabs with data marked) and, where the user may read notes, whether the record
 * has any.
 */
export const associationAnyRequest = ({ typename, id, associations, notes = false }: TabDataParams): ConsoleRequest<TabData> => {
  const fields = associations.map((_, i) => `a${i}: readminAssociationAny(associationName: $n${i})`).join(' ');
  const declarations = associations.map((_, i) => `, $n${i}: String!`).join('') + (notes ? ', $notes: FilterBarInput' : '');
  return {
    query: `query ReadminTabData($typename: String!, $id: ID!${declarations}) {
  record: readminObject(typename: $typename, id: $id) { id ${fields} }
  ${notes ? 'notes: readminObjectsCount(typename: "Note", filterBar: $notes)' : ''}
}`,
    variables: {
      typename,
      id,
      ...Object.fromEntries(associations.map((name, i) => [`n${i}`, name])),
      ...(notes ? { notes: notesFilterBar(typename, id) } : {}),
    },
    parse: (data) => {
      const record = data.record as Record<string, unknown> | null;
      const any = Object.fromEntries(associations.map((name, i) => [name, record?.[`a${i}`] === true]));
      return { associations: any, notes: Number(data.notes ?? 0) > 0 };
    },
  };
};
