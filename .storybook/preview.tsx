import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';

// Stories run as tests in Chromium; lazy chunks can take seconds to load on a busy CI machine.
configure({ asyncUtilTimeout: 15_000 });

/** Console components bring their own react-admin context per story (src/console/testing/StoryAdmin.tsx). */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // The home first, then what designers look for most; a dialog's states keep their file's order (Empty/Opened … Submits).
    options: { storySort: { order: ['Start here', 'Dialogs', 'Console', 'Public'] } },
  },
};

export default preview;
