import { configure } from '@testing-library/react';

// Pages, dialogs and inputs are lazy-loaded chunks, transformed on first import: the first render of a
// whole console in a file can take tens of seconds on a busy machine. Waits are for conditions; this only bounds them.
configure({ asyncUtilTimeout: 50_000 });
