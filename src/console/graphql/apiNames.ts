import type { NormalizedField } from '../../metadata/normalized.ts';
import { upperFirst } from '../../shared/naming.ts';

/**
 * GraphQL names the server derives from metadata (see src/server/graphql/sdl.ts). They belong in
 * src/shared/naming.ts; until they move there, documents.test.ts validates every document the console
 * builds against the committed SDL, so a drift fails a test instead of a request.
 */

/** A reference is exposed and written as `orgId`, a reference list as `leaguesIds`. */
export const attributeName = (field: Pick<NormalizedField, 'name' | 'type'>): string =>
  field.type === 'reference' ? `${field.name}Id` : field.type === 'references' ? `${field.name}Ids` : field.name;

/** Input object type of a generated mutation: addTeam → AddTeamInput, teamsUpdate → TeamsUpdateInput. */
export const inputTypeName = (operationName: string): string => `${upperFirst(operationName)}Input`;
