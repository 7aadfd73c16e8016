import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The home page (Start here, for designers) lives here, in .storybook/. Stories live beside the component each
 * mainly shows (src/**): the record dialogs of each type beside the action dialog (src/console/dialogs/typeDialogs/),
 * a public page's beside the page. Every story is also a test: `npx vitest run --project storybook` runs its play function in Chromium.
 * Nothing here needs the network: no telemetry, no "what's new" feed, no server (stories mock the API).
 */
const config: StorybookConfig = {
  stories: ['./Home.stories.tsx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
};

export default config;
