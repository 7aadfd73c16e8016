import { Children, Fragment, isValidElement, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import {
  usePermissions,
  useResourceDefinitionContext,
  type AdminChildren,
  type RenderResourcesFunction,
  type ResourceDefinition,
  type ResourceProps,
} from 'react-admin';

interface RoutesAndResources {
  customRoutesWithLayout: ReactNode[];
  customRoutesWithoutLayout: ReactNode[];
  resources: ReactElement<ResourceProps>[];
}

type AdminRouterStatus = 'ready' | 'empty';

/** The name react-admin gives its <CustomRoutes> and <Resource> components (their static `raName`). */
const raNameOf = (element: ReactElement): string | undefined => (element.type as { raName?: string }).raName;

const collect = (children: AdminChildren, into: RoutesAndResources): RoutesAndResources => {
  Children.forEach<AdminChildren>(children, (element) => {
    if (!isValidElement<{ children?: ReactNode; noLayout?: boolean }>(element)) return;
    if (element.type === Fragment) collect(element.props.children, into);
    else if (raNameOf(element) === 'CustomRoutes')
      (element.props.noLayout ? into.customRoutesWithoutLayout : into.customRoutesWithLayout).push(element.props.children);
    else if (raNameOf(element) === 'Resource') into.resources.push(element as ReactElement<ResourceProps>);
  });
  return into;
};

/** What react-admin registers for a resource element: its type's static registerResource, which custom ones must have too. */
const definitionOf = (resource: ReactElement<ResourceProps>, permissions: unknown): ResourceDefinition => {
  const { registerResource } = resource.type as { registerResource?: (props: ResourceProps, permissions: unknown) => ResourceDefinition };
  if (typeof registerResource !== 'function') {
    throw new Error('A custom Resource element must have a static registerResource method accepting its props and returning a ResourceDefinition.');
  }
  return registerResource(resource.props, permissions);
};

const isRoutesFunction = (child: unknown): child is RenderResourcesFunction => typeof child === 'function';

const routesOf = (children: AdminChildren) => {
  if ((Array.isArray(children) ? children : [children]).some(isRoutesFunction)) {
    throw new Error(
      'The console reads its routes and resources from its children as written: a function child (routes chosen by permissions) is not supported.',
    );
  }
  return collect(children, { customRoutesWithLayout: [], customRoutesWithoutLayout: [], resources: [] });
};

const sameItems = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((item, i) => item === b[i]);
const sameRoutes = (a: RoutesAndResources, b: RoutesAndResources) =>
  sameItems(a.resources, b.resources) &&
  sameItems(a.customRoutesWithLayout, b.customRoutesWithLayout) &&
  sameItems(a.customRoutesWithoutLayout, b.customRoutesWithoutLayout);

/**
 * Stands in for react-admin's hook of the same name in its admin router (scripts/vite/libraryStandIns.ts): the
 * admin's custom routes with and without the layout, its resources, 'ready' (or 'empty'), and each resource
 * registered while mounted, read again from the children once the permissions have settled, as react-admin does.
 *
 * One difference: when the children give the same routes (the same elements), the state is kept. react-admin's
 * hook replaces it with a copy, which re-renders the whole console just after a first list page's rows, a long
 * task of its own. Routes chosen by permissions (react-admin's
 * function child) are not supported: the console shows a user only what their grants allow, and the server
 * refuses the rest.
 */
export const useConfigureAdminRouterFromChildren = (children: AdminChildren): RoutesAndResources & { status: AdminRouterStatus } => {
  const { permissions, isPending } = usePermissions();
  const [routes, setRoutes] = useState(() => routesOf(children));
  useEffect(() => {
    if (isPending) return;
    const next = routesOf(children);
    // As react-admin's hook does (its admin router's renders are timed around it), only without the copy.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRoutes((previous) => (sameRoutes(previous, next) ? previous : next));
  }, [children, isPending]);
  const { register, unregister } = useResourceDefinitionContext();
  // Registered again when the permissions arrive, as react-admin does (a definition may depend on them).
  useEffect(() => {
    const definitions = routes.resources.map((resource) => definitionOf(resource, permissions));
    definitions.forEach(register);
    return () => definitions.forEach(unregister);
  }, [routes, register, unregister, permissions]);
  const empty = !routes.resources.length && !routes.customRoutesWithLayout.length && !routes.customRoutesWithoutLayout.length;
  return { ...routes, status: empty ? 'empty' : 'ready' };
};
