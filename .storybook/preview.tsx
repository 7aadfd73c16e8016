import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';

// Stories run as tests in Chromium; lazy chunks can take seconds to load on a busy CI machine.
configure({ asyncUtilTimeout: 15_000 });

/** Console components bring their own react-admin context per story (src/console/testing/StoryAdmin.tsx). */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
  },
};

export default preview;
