import type { Registry, NormalizedType } from '../../metadata/normalized.ts';
import { typeOfResource } from '../resourceName.ts';
import { createRequest, deleteManyRequest, deleteRequest, updateManyRequest, updateRequest } from './mutations.ts';
import { getListRequest, getManyReferenceRequest, getManyRequest, getOneRequest } from './readQueries.ts';
import type { GraphqlRequest } from './request.ts';
import { associationRequest } from './associationRequest.ts';
import { searchRequest } from './searchRequest.ts';
import { csvExportDeleteRequest, csvExportRequest, csvExportsRequest, exportCsvRequest } from './csvExportRequests.ts';
import { apiPartnerRequest, orgRequest, orgsRequest, SHELL, sidebarApiPartnersRequest } from './shellResources.ts';
import { opsWarningCategoriesRequest } from '../opsWarnings/opsWarningRequests.ts';
import { DIALOG_SHELL_REQUESTS } from '../dialogs/shellRequests.ts';
import { REFEREE_SHELL } from '../referees/refereeNames.ts';
import {
  refereeAssignRequest,
  refereeGamesRequest,
  refereePeopleRequest,
  refereePlacesRequest,
  refereeRemoveRequest,
} from '../referees/refereeRequests.ts';

/** react-admin's params differ per method; each request builder declares the shape it reads. */
type Params = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const RECORD_METHODS: Record<string, (type: NormalizedType, params: Params) => GraphqlRequest> = {
  GET_LIST: getListRequest,
  GET_ONE: getOneRequest,
  GET_MANY: getManyRequest,
  GET_MANY_REFERENCE: getManyReferenceRequest,
  CREATE: createRequest,
  UPDATE: updateRequest,
  UPDATE_MANY: updateManyRequest,
  DELETE: deleteRequest,
  DELETE_MANY: deleteManyRequest,
};

/** The requests of the shell pseudo resources, by resource and react-admin method. */
const SHELL_REQUESTS: Record<string, Record<string, (registry: Registry, params: Params) => GraphqlRequest>> = {
  [SHELL.org]: { GET_ONE: (_, p) => orgRequest(p), GET_MANY: (_, p) => orgsRequest(p) },
  [SHELL.apiPartner]: { GET_ONE: (_, p) => apiPartnerRequest(p) },
  [SHELL.sidebarApiPartners]: { GET_LIST: () => sidebarApiPartnersRequest() },
  [SHELL.search]: { GET_LIST: (_, p) => searchRequest(p) },
  [SHELL.association]: { GET_LIST: associationRequest },
  [SHELL.csvExport]: { GET_ONE: (_, p) => csvExportRequest(p), CREATE: (_, p) => exportCsvRequest(p), DELETE: (_, p) => csvExportDeleteRequest(p) },
  [SHELL.csvExports]: { GET_LIST: () => csvExportsRequest() },
  [SHELL.opsWarningCategories]: { GET_LIST: () => opsWarningCategoriesRequest() },
  // Referee Game Management (referees/RefereeManagementPage.tsx).
  [REFEREE_SHELL.games]: { GET_LIST: (_, p) => refereeGamesRequest(p) },
  [REFEREE_SHELL.places]: { GET_ONE: (_, p) => refereePlacesRequest(p) },
  [REFEREE_SHELL.people]: { GET_LIST: (_, p) => refereePeopleRequest(p) },
  [REFEREE_SHELL.assign]: { CREATE: (_, p) => refereeAssignRequest(p) },
  [REFEREE_SHELL.remove]: { DELETE: (_, p) => refereeRemoveRequest(p) },
  // The detail page, its dialogs and the shell dialogs (src/console/dialogs/shellNames.ts).
  ...DIALOG_SHELL_REQUESTS,
};

const shellRequest = (registry: Registry, method: string, resource: string, params: Params): GraphqlRequest | undefined =>
  SHELL_REQUESTS[resource]?.[method]?.(registry, params);

/**
 * ra-data-graphql's buildQuery: react-admin resources are console routes ('teams', or a typename for a
 * type without pages: resourceName.ts), mapped to record types through the registry; operation names come from the registry, never from a naming guess.
 */
export const buildQuery =
  (registry: Registry) =>
  (method: string, resource: string, params: Params): GraphqlRequest => {
    const shell = shellRequest(registry, method, resource, params);
    if (shell) return shell;
    const type = typeOfResource(resource, registry);
    const build = RECORD_METHODS[method];
    if (!type || !build) throw new Error(`No GraphQL query for ${method} on resource '${resource}'`);
    return build(type, params);
  };
