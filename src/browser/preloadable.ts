import { createElement, lazy, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are read back below
type Module = { default: ComponentType<any> };

export interface Preloadable<M extends Module> {
  (props: ComponentProps<M['default']>): ReactNode;
  /** Starts loading the module (once) and settles with it when it has loaded. */
  preload: () => Promise<M>;
}

/**
 * React.lazy, but a component whose module has already loaded renders at once. React.lazy suspends on its
 * first render even when its chunk is there, and React reveals content that suspended at most every 300 ms:
 * a console page nests four such parts (console, frame, page, filter bar), and each would keep the page waiting
 * in turn. So a first page's parts are loaded before its first render (src/main.tsx).
 */
export const preloadable = <M extends Module>(load: () => Promise<M>): Preloadable<M> => preloadableWith<M>({}, load);

/**
 * Modules several chunks load by name, so that one part's preload serves them all: the filter bar and the
 * page that preloads its parts share the state here, in the entry chunk, and need not import each other.
 */
const shared = new Map<string, { loading?: Promise<Module>; loaded?: Module }>();

/** preloadable() for a module loaded from several places: the same `name` is the same module. */
export const sharedPreloadable = <M extends Module>(name: string, load: () => Promise<M>): Preloadable<M> => {
  if (!shared.has(name)) shared.set(name, {});
  return preloadableWith(shared.get(name) as { loading?: Promise<M>; loaded?: M }, load);
};

const preloadableWith = <M extends Module>(state: { loading?: Promise<M>; loaded?: M }, load: () => Promise<M>): Preloadable<M> => {
  const preload = (): Promise<M> =>
    (state.loading ??= load().then(
      (module) => (state.loaded = module),
      (error: unknown) => {
        state.loading = undefined; // a chunk that failed to load (network) is tried again by the next preload
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Component = (props: ComponentProps<M['default']>) => {
    // Chosen once per mount, so that an instance never switches between the two (which would remount it).
    const [Loaded] = useState(() => state.loaded?.default);
    return createElement(Loaded ?? Lazy, props);
  };
  return Object.assign(Component, { preload });
};
