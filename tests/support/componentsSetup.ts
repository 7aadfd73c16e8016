import { configure } from '@testing-library/react';

// Dialogs and inputs are lazy-loaded chunks: on a busy CI machine the first import can take seconds.
configure({ asyncUtilTimeout: 15_000 });
