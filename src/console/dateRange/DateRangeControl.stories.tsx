import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import DateRangeControl from './DateRangeControl.tsx';
import type { DateRange } from '../../shared/dateRange/presets.ts';

interface HarnessProps {
  future: boolean;
  timeZone: string;
  initial: DateRange | null;
  /** The fixed 'now' of the story. */
  now: string;
  /** The preset `initial` was opened with (DateRangeControl's openedWith). */
  openedWith?: string;
}

/** The control with its own state, as a list holds it. */
const Harness = ({ future, timeZone, initial, now, openedWith }: HarnessProps) => {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ padding: 16 }}>
      <DateRangeControl value={value} onChange={setValue} future={future} timeZone={timeZone} now={() => new Date(now)} openedWith={openedWith} />
    </div>
  );
};

const meta = {
  title: 'Console/Date range control',
  component: Harness,
  // Saturday 21 November 2026, 03:00 UTC, unless a story says otherwise.
  args: { future: true, timeZone: 'UTC', initial: null, now: '2026-11-21T03:00:00Z' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement, opener: string | RegExp) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: opener }));
  return within(await within(document.body).findByRole('dialog', { name: 'Choose a date range' }));
};

/** Opens the preset menu, picks `label`, and checks the label and dates the control then shows. */
const presetStory = (label: string, dates: string): Story => ({
  name: `Preset: ${label}`,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'All time');
    await userEvent.click(menu.getByRole('button', { name: label }));
    await expect(await within(canvasElement).findByRole('button', { name: `${label}, ${dates}` })).toBeInTheDocument();
  },
});

export const AllTime: Story = {
  name: 'Preset: All time',
  args: { initial: { start: '2026-11-01', end: '2026-11-30' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await openMenu(canvasElement, /^This Month/);
    await userEvent.click(menu.getByRole('button', { name: 'All time' }));
    await expect(await canvas.findByRole('button', { name: 'All time' })).toHaveTextContent(/^All time$/);
    await expect(canvas.getByRole('button', { name: 'Previous date range' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next date range' })).toBeDisabled();
  },
};
export const Today = presetStory('Today', '2026-11-21 – 2026-11-21');
export const Yesterday = presetStory('Yesterday', '2026-11-20 – 2026-11-20');
export const Tomorrow = presetStory('Tomorrow', '2026-11-22 – 2026-11-22');
export const ThisWeek = presetStory('This Week', '2026-11-16 – 2026-11-22');
export const LastWeek = presetStory('Last Week', '2026-11-09 – 2026-11-15');
export const NextWeek = presetStory('Next Week', '2026-11-23 – 2026-11-29');
export const ThisMonth = presetStory('This Month', '2026-11-01 – 2026-11-30');
export const LastMonth = presetStory('Last Month', '2026-10-01 – 2026-10-31');
export const ThisYear = presetStory('This Year', '2026-01-01 – 2026-12-31');
export const Last30Days = presetStory('Last 30 Days', '2026-10-23 – 2026-11-21');
export const Next30Days = presetStory('Next 30 Days', '2026-11-21 – 2026-12-20');
export const Last6Months = presetStory('Last 6 Months', '2026-05-22 – 2026-11-21');
export const Monday = presetStory('Monday', '2026-11-16 – 2026-11-16');
export const Tuesday = presetStory('Tuesday', '2026-11-17 – 2026-11-17');
export const Wednesday = presetStory('Wednesday', '2026-11-18 – 2026-11-18');
export const Thursday = presetStory('Thursday', '2026-11-19 – 2026-11-19');
export const Friday = presetStory('Friday', '2026-11-20 – 2026-11-20');
export const Saturday = presetStory('Saturday', '2026-11-21 – 2026-11-21');
export const Sunday = presetStory('Sunday', '2026-11-15 – 2026-11-15');
export const RecentMonth = presetStory('September 2026', '2026-09-01 – 2026-09-30');
export const OldestRecentMonth = presetStory('December 2025', '2025-12-01 – 2025-12-31');
export const RecentYear = presetStory('2024', '2024-01-01 – 2024-12-31');

/** Lists without future ranges: no future presets, and no moving past the range holding today. */
export const NoFuture: Story = {
  args: { future: false, initial: { start: '2026-10-01', end: '2026-10-31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next date range' });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(await canvas.findByRole('button', { name: 'This Month, 2026-11-01 – 2026-11-30' })).toBeInTheDocument();
    await expect(next).toBeDisabled();
    const menu = await openMenu(canvasElement, /^This Month/);
    for (const hidden of ['Tomorrow', 'Next Week', 'Next 30 Days']) await expect(menu.queryByRole('button', { name: hidden })).toBeNull();
  },
};

/** Previous and next move a calendar month by calendar months (March has 31 days, February 28). */
export const ShiftByMonths: Story = {
  args: { initial: { start: '2026-03-01', end: '2026-03-31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous date range' }));
    await expect(await canvas.findByRole('button', { name: 'February 2026, 2026-02-01 – 2026-02-28' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous date range' }));
    await expect(await canvas.findByRole('button', { name: 'January 2026, 2026-01-01 – 2026-01-31' })).toBeInTheDocument();
  },
};

/** Previous and next move a week by 7 days, across the month end. */
export const ShiftByWeeks: Story = {
  args: { initial: { start: '2026-11-16', end: '2026-11-22' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next date range' }));
    await expect(await canvas.findByRole('button', { name: 'Next Week, 2026-11-23 – 2026-11-29' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next date range' }));
    await expect(await canvas.findByRole('button', { name: 'Custom, 2026-11-30 – 2026-12-06' })).toBeInTheDocument();
  },
};

/** 'Today' is the day in the display time zone: 11:30 UTC on 21 November is 00:30 on 22 November in Auckland. */
export const TodayInAuckland: Story = {
  args: { timeZone: 'Pacific/Auckland', now: '2026-11-21T11:30:00Z' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'All time');
    await userEvent.click(menu.getByRole('button', { name: 'Today' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Today, 2026-11-22 – 2026-11-22' })).toBeInTheDocument();
  },
};

/** The same instant in UTC is still 21 November. */
export const TodayInUtc: Story = {
  args: { timeZone: 'UTC', now: '2026-11-21T11:30:00Z' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'All time');
    await userEvent.click(menu.getByRole('button', { name: 'Today' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Today, 2026-11-21 – 2026-11-21' })).toBeInTheDocument();
  },
};

/** 03:00 UTC on 21 November is 19:00 on 20 November in Los Angeles: yesterday there is the 19th. */
export const TodayInLosAngeles: Story = {
  args: { timeZone: 'America/Los_Angeles' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'All time');
    await userEvent.click(menu.getByRole('button', { name: 'Yesterday' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Yesterday, 2026-11-19 – 2026-11-19' })).toBeInTheDocument();
  },
};

/** Any two days through the custom form. */
export const CustomRange: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'All time');
    // Date inputs take typing in the browser's locale order; setting the value is locale-independent.
    fireEvent.change(menu.getByLabelText('From'), { target: { value: '2026-09-05' } });
    fireEvent.change(menu.getByLabelText('To'), { target: { value: '2026-09-12' } });
    await userEvent.click(menu.getByRole('button', { name: 'Apply' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Custom, 2026-09-05 – 2026-09-12' })).toBeInTheDocument();
  },
};

/**
 * On 30 November the last 30 days are also This Month: a range is named by the first preset it is, unless it was
 * picked or opened with one (the Dashboard's Stats panel opens on Last 30 Days), until it changes.
 */
export const OpenedWithAPreset: Story = {
  args: { future: false, now: '2026-11-30T03:00:00Z', initial: { start: '2026-11-01', end: '2026-11-30' }, openedWith: 'last30Days' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Last 30 Days, 2026-11-01 – 2026-11-30' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous date range' }));
    await expect(await canvas.findByRole('button', { name: 'Last Month, 2026-10-01 – 2026-10-31' })).toBeInTheDocument();
  },
};

/** The same range opened without a preset is named by the first preset it is. */
export const SameRangeWithoutOne: Story = {
  args: { future: false, now: '2026-11-30T03:00:00Z', initial: { start: '2026-11-01', end: '2026-11-30' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'This Month, 2026-11-01 – 2026-11-30' })).toBeInTheDocument();
  },
};
