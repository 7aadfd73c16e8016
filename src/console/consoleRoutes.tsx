import type { ComponentType } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { ConsoleNotFound } from './ConsoleNotFound.tsx';
import { Route } from 'react-router-dom';
import type { GeneratedResource } from '../generated/resources.ts';
import { consolePages } from './lazyPages.ts';
import { REFEREE_MANAGEMENT_ROUTE } from '../metadata/naming.ts';

const { List, Detail, CsvExport, OpsWarnings, RefereeManagement, Graphiql, Help } = consolePages;

/**
 * Types whose route shows a page of its own instead of the generic list (Ops Warnings, spec 002 §2.3); their
 * generic list (filters, Export as CSV) stays at <route>/all.
 */
const SPECIAL_LIST_PAGES: Record<string, ComponentType> = { OpsWarning: OpsWarnings };

/**
 * One react-admin resource per routed type, named by its route: /readmin/<route> is the list and
 * /readmin/<route>/<id> the detail page, both generic. Anything deeper is not a page. A type whose list
 * is elsewhere (list.route) has it there; one with detail pages only has none. Built from the generated
 * resource list, so that the registry itself loads only with the pages that read it.
 */
export const resourceElements = (resources: GeneratedResource[]) =>
  resources.flatMap((r) => {
    const Special = SPECIAL_LIST_PAGES[r.typename];
    const list = r.listRoute === r.route ? <List typename={r.typename} /> : <ConsoleNotFound />;
    return [
      <Resource key={r.route} name={r.route} hasShow>
        <Route index element={Special ? <Special /> : list} />
        {Special && <Route path="all" element={list} />}
        <Route path=":id" element={<Detail typename={r.typename} />} />
        <Route path="*" element={<ConsoleNotFound />} />
      </Resource>,
      ...(r.listRoute && r.listRoute !== r.route
        ? [
            <CustomRoutes key={`list-${r.listRoute}`}>
              <Route path={r.listRoute} element={<List typename={r.typename} />} />
            </CustomRoutes>,
          ]
        : []),
    ];
  });

/**
 * The same pages inside an organisation (orgRoute): /readmin/orgs/:orgId/<route>[/:id]; and inside an
 * API partner: /readmin/api_partners/:apiPartnerId/<route>[/:id], where the page checks that the type
 * has ownership.apiPartnerRoute. Both outrank the parents' own routes (orgs/*, api_partners/*) because
 * react-router prefers the more specific path. An API partner's GraphiQL page is not a type's (graphiql).
 */
export const routeOwnerRouteElements = (resources: GeneratedResource[]) => (
  <CustomRoutes>
    {resources
      .filter((r) => r.orgRoute)
      .flatMap((r) => [
        ...(r.listRoute ? [<Route key={`org-list-${r.route}`} path={`orgs/:orgId/${r.listRoute}`} element={<List typename={r.typename} />} />] : []),
        <Route key={`org-detail-${r.route}`} path={`orgs/:orgId/${r.route}/:id`} element={<Detail typename={r.typename} />} />,
      ])}
    <Route path="api_partners/:apiPartnerId/graphiql" element={<Graphiql />} />
    <Route path="api_partners/:apiPartnerId/:route" element={<List />} />
    <Route path="api_partners/:apiPartnerId/:route/:id" element={<Detail />} />
  </CustomRoutes>
);

/**
 * Console pages that are not a record type's: a CSV export's page (spec 002 §4), an organisation's
 * Referee Game Management (§2.10), which outranks orgs/:orgId/games/:id as the more specific path, and Help
 * (the sidebar's, unless HELP_URL points elsewhere).
 */
export const pageRouteElements = () => (
  <CustomRoutes>
    <Route path="csv_exports/:id" element={<CsvExport />} />
    <Route path="help" element={<Help />} />
    <Route path={`orgs/:orgId/${REFEREE_MANAGEMENT_ROUTE}`} element={<RefereeManagement />} />
  </CustomRoutes>
);
