import type { Preview } from '@storybook/react-vite';

/** Console components bring their own react-admin context per story (src/console/testing/StoryAdmin.tsx). */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
  },
};

export default preview;
