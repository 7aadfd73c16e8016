import { useCallback, useEffect, useRef, useState } from 'react';
import { PublicRequestError, publicRequest } from './publicGraphql.ts';
import { useToast } from './Toasts.tsx';

export interface PublicQueryState<T> {
  data: T | undefined;
  /** The failure's messages (also shown as toasts), or null. */
  error: string[] | null;
  /** True until the first answer (or failure). */
  loading: boolean;
  /** Asks again now; resolves with the fresh data (undefined on failure). */
  refetch: () => Promise<T | undefined>;
}

export interface PublicQueryOptions {
  /** Asks again this long after each answer (the live stream widget: 3000 ms). */
  pollMs?: number;
}

/**
 * One public-page read, always from the server (no cache: spec 000 §7.1 asks for the registration form
 * to be fetched fresh, and every other page shows live state). Failures are shown as toasts.
 */
export const usePublicQuery = <T>(document: string, variables: Record<string, unknown>, opts: PublicQueryOptions = {}): PublicQueryState<T> => {
  const toast = useToast();
  const [state, setState] = useState<{ data?: T; error: string[] | null; loading: boolean }>({ error: null, loading: true });
  const key = JSON.stringify(variables);
  const abort = useRef<AbortController | null>(null);

  const run = useCallback(async (): Promise<T | undefined> => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    try {
      const data = await publicRequest<T>(document, JSON.parse(key) as Record<string, unknown>, { signal: controller.signal });
      if (!controller.signal.aborted) setState({ data, error: null, loading: false });
      return data;
    } catch (e) {
      if (controller.signal.aborted) return undefined;
      const messages = e instanceof PublicRequestError ? e.messages : [(e as Error).message];
      toast(messages);
      setState((s) => ({ ...s, error: messages, loading: false }));
      return undefined;
    }
  }, [document, key, toast]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async () => {
      await run();
      if (!stopped && opts.pollMs) timer = setTimeout(() => void tick(), opts.pollMs);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
      abort.current?.abort();
    };
  }, [run, opts.pollMs]);

  return { data: state.data, error: state.error, loading: state.loading, refetch: run };
};
