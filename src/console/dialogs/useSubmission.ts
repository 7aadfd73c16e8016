import { useState } from 'react';

/**
 * The loading and failure state of one submission: `run` calls `submit`, `running` is true meanwhile,
 * a rejection lands in `error` (for 'Unable to Complete Request') instead of escaping.
 *
 * @example const { run, running, error, dismiss } = useSubmission(() => dataProvider.delete('games', { id }));
 */
export const useSubmission = <A extends unknown[]>(submit: (...args: A) => Promise<unknown>) => {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (...args: A): Promise<boolean> => {
    setRunning(true);
    setError(null);
    try {
      await submit(...args);
      return true;
    } catch (e) {
      setError(e ?? new Error('The request failed.'));
      return false;
    } finally {
      setRunning(false);
    }
  };
  return { run, running, error, dismiss: () => setError(null) };
};
