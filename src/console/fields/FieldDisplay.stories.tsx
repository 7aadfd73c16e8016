import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { NormalizedField } from '../../metadata/normalized.ts';
import { GADGET_FIELDS } from '../dialogs/testing/gadget.ts';
import { DisplayHarness } from './DisplayHarness.tsx';
import { FieldDisplay } from './FieldDisplay.tsx';

/** How each field type is shown in a list cell (src/console/fields/fieldDisplays.tsx), in Perth time. */
const FieldDisplayStory = ({ field, value }: { field: NormalizedField; value: unknown }) => (
  <DisplayHarness>
    <FieldDisplay field={field} record={{ [field.name]: value }} />
  </DisplayHarness>
);

const meta = { title: 'Console/Field displays', component: FieldDisplayStory } satisfies Meta<typeof FieldDisplayStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const byName = (name: string): NormalizedField => GADGET_FIELDS.find((f) => f.name === name)!;
const shows =
  (text: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) =>
    expect(within(canvasElement).getByLabelText('Display')).toHaveTextContent(text);

export const String: Story = { args: { field: byName('name'), value: 'Gadget 3' }, play: shows('Gadget 3') };
export const Text: Story = { args: { field: byName('notes'), value: 'Two\nlines' }, play: shows('Two lines') };
export const Integer: Story = { args: { field: byName('count'), value: 12345 }, play: shows('12,345 (12K)') };
export const Decimal: Story = { args: { field: byName('ratio'), value: 0.25 }, play: shows('0.25') };
export const Boolean: Story = { args: { field: byName('enabled'), value: false }, play: shows('No') };
export const Enum: Story = { args: { field: byName('kind'), value: 'video_overlay' }, play: shows('Video overlay') };
export const Date: Story = { args: { field: byName('installedOn'), value: '2026-01-15' }, play: shows('2026-01-15') };
export const DateTime: Story = { args: { field: byName('lastSeenAt'), value: '2026-03-01T10:30:00Z' }, play: shows('2026-03-01 18:30 AWST') };
export const Time: Story = { args: { field: byName('opensAt'), value: '08:30:00' }, play: shows('08:30:00') };
export const Duration: Story = { args: { field: byName('clipLength'), value: 93784 }, play: shows('1d 02:03:04') };
export const Json: Story = { args: { field: byName('settings'), value: { fps: 30 } }, play: shows('{"fps":30}') };
export const Strings: Story = { args: { field: byName('tags'), value: ['north', 'indoor'] }, play: shows('north, indoor') };
export const Phone: Story = { args: { field: byName('phone'), value: '+61 8 9000 0000' }, play: shows('+61 8 9000 0000') };
export const Ip: Story = { args: { field: byName('ipAddress'), value: '10.0.0.1/24' }, play: shows('10.0.0.1/24') };
export const Mac: Story = { args: { field: byName('macAddress'), value: '00:1A:2B:3C:4D:5E' }, play: shows('00:1A:2B:3C:4D:5E') };
export const Password: Story = { args: { field: byName('secret'), value: null }, play: shows('••••••') };
export const Rectangle: Story = {
  args: { field: byName('overlay'), value: { x: 10, y: 20, width: 640, height: 360 } },
  play: shows('640×360 at (10, 20)'),
};

export const Email: Story = {
  args: { field: byName('contact'), value: 'ops@example.com' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('link', { name: 'ops@example.com' })).toHaveAttribute('href', 'mailto:ops@example.com'),
};

export const Url: Story = {
  args: { field: byName('homepage'), value: 'https://example.com' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('link', { name: 'https://example.com' })).toHaveAttribute('href', 'https://example.com'),
};

export const File: Story = {
  args: { field: byName('manual'), value: { name: 'manual.pdf', size: 2048, url: '/files/manual.pdf' } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('link', { name: 'manual.pdf' })).toHaveAttribute('href', '/files/manual.pdf'),
};

export const Image: Story = {
  args: { field: byName('logo'), value: { name: 'logo.svg', size: 10, url: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('img', { name: 'logo.svg' })).toBeInTheDocument(),
};

export const Reference: Story = {
  args: { field: byName('venue'), value: { id: '100', readminName: 'Central Arena', readminUrl: '/readmin/venues/100' } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('link', { name: 'Central Arena' })).toHaveAttribute('href', '/readmin/venues/100'),
};

export const References: Story = {
  args: {
    field: byName('courts'),
    value: [
      { id: '3', readminName: 'Central Court 1', readminUrl: '/readmin/courts/3' },
      { id: '4', readminName: 'North Court 1', readminUrl: '/readmin/courts/4' },
    ],
  },
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Central Court 1', 'North Court 1']),
};
