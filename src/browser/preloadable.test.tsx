import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.ts';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** A module whose loading the test settles by hand. */
const deferredModule = () => {
  let settle: { resolve: (m: { default: typeof Greeting }) => void; reject: (e: Error) => void } | undefined;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<{ default: typeof Greeting }>((resolve, reject) => (settle = { resolve, reject }));
  };
  return { load, settle: () => settle!, loads: () => loads };
};

const renderSuspended = (node: React.ReactNode) => render(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>);

describe('preloadable', () => {
  it('renders a module loaded beforehand at once: its first render shows no fallback', async () => {
    const module = deferredModule();
    const Page = preloadable(module.load);
    const preloaded = Page.preload();
    module.settle().resolve({ default: Greeting });
    await preloaded;
    renderSuspended(<Page name="Ada" />);
    // Synchronously after render: no fallback was ever committed.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(module.loads()).toBe(1);
  });

  it('suspends like React.lazy when rendered first, and loads the module once', async () => {
    const module = deferredModule();
    const Page = preloadable(module.load);
    renderSuspended(
      <>
        <Page name="Ada" />
        <Page name="Grace" />
      </>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => module.settle().resolve({ default: Greeting }));
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(module.loads()).toBe(1);
  });

  it('tries a module again after its chunk failed to load', async () => {
    const module = deferredModule();
    const Page = preloadable(module.load);
    const first = Page.preload();
    module.settle().reject(new Error('network'));
    await expect(first).rejects.toThrow('network');
    const second = Page.preload();
    expect(module.loads()).toBe(2);
    module.settle().resolve({ default: Greeting });
    await second;
    renderSuspended(<Page name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });
});
