import { cleanup, render, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { CoreAdminContext, CustomRoutes, Resource, useResourceDefinitions, type AuthProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useConfigureAdminRouterFromChildren } from './adminRoutesFromChildren.ts';

afterEach(cleanup);

const List = () => null;

/** An auth provider whose permissions arrive when the test says so. */
const authWithPermissions = () => {
  let grant: (permissions: unknown) => void = () => undefined;
  const permissions = new Promise((resolve) => (grant = resolve));
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: () => permissions,
  };
  return { authProvider, grant };
};

/** Shows the error its children threw, as the console's error page would. */
class CaughtError extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

type Answer = ReturnType<typeof useConfigureAdminRouterFromChildren>;

/** Renders the hook inside react-admin's contexts, recording each render's answer and the registered definitions. */
const renderRouter = (children: ReactNode, authProvider?: AuthProvider) => {
  const answers: Answer[] = [];
  const registered: string[][] = [];
  const Probe = () => {
    answers.push(useConfigureAdminRouterFromChildren(children));
    registered.push(Object.keys(useResourceDefinitions()));
    return null;
  };
  render(
    <CoreAdminContext authProvider={authProvider}>
      <Probe />
    </CoreAdminContext>,
  );
  return { answers, registered };
};

const consoleLike = (
  <>
    <CustomRoutes noLayout>
      <Route path="/logout" element={<p>Signed out</p>} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/home" element={<p>Home</p>} />
    </CustomRoutes>
    <Resource name="games" list={List} />
    <Resource name="orgs" list={List} />
  </>
);

describe("the console's admin router routes (stand-in for react-admin's useConfigureAdminRouterFromChildren)", () => {
  it('separates routes with and without the layout from the resources, through fragments, and registers each resource', async () => {
    const { answers, registered } = renderRouter(consoleLike);
    const first = answers[0];
    expect(first.status).toBe('ready');
    expect(first.resources.map((resource) => resource.props.name)).toEqual(['games', 'orgs']);
    expect(first.customRoutesWithLayout).toHaveLength(1);
    expect(first.customRoutesWithoutLayout).toHaveLength(1);
    await waitFor(() => expect(registered.at(-1)).toEqual(['games', 'orgs']));
  });

  it('keeps the same arrays once the permissions have settled (react-admin replaced them with copies)', async () => {
    const { authProvider, grant } = authWithPermissions();
    const { answers, registered } = renderRouter(consoleLike, authProvider);
    await waitFor(() => expect(registered.at(-1)).toEqual(['games', 'orgs']));
    const before = answers.length;
    grant({ role: 'platform_admin' });
    // The permissions arriving re-register the resources (a definition may depend on them), which renders again.
    await waitFor(() => expect(answers.length).toBeGreaterThan(before));
    const last = answers.at(-1)!;
    expect(last.resources).toBe(answers[0].resources);
    expect(last.customRoutesWithLayout).toBe(answers[0].customRoutesWithLayout);
    expect(last.customRoutesWithoutLayout).toBe(answers[0].customRoutesWithoutLayout);
    expect(registered.at(-1)).toEqual(['games', 'orgs']);
  });

  it("answers 'empty' for an admin without routes or resources", () => {
    const { answers } = renderRouter(null);
    expect(answers[0].status).toBe('empty');
  });

  it('refuses a function child with an error that names it', async () => {
    const byPermissions = () => <Resource name="games" list={List} />;
    const Probe = () => {
      useConfigureAdminRouterFromChildren(byPermissions);
      return null;
    };
    const { findByRole } = render(
      <CoreAdminContext>
        <CaughtError>
          <Probe />
        </CaughtError>
      </CoreAdminContext>,
    );
    expect((await findByRole('alert')).textContent).toMatch(/function child \(routes chosen by permissions\) is not supported/);
  });
});
