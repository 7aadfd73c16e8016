import { lazy, Suspense, useState } from 'react';

const UnableToCompleteDialog = lazy(() => import('./UnableToCompleteDialog.tsx').then((m) => ({ default: m.UnableToCompleteDialog })));

/**
 * Spec 000 §8: a failed console query opens 'Unable to Complete Request' too, once per error; the page
 * behind it keeps its own short message after Dismiss.
 */
export const QueryErrorModal = ({ error }: { error: unknown }) => {
  const [dismissed, setDismissed] = useState<unknown>(null);
  if (!error || dismissed === error) return null;
  return (
    <Suspense fallback={null}>
      <UnableToCompleteDialog error={error} onDismiss={() => setDismissed(error)} />
    </Suspense>
  );
};
