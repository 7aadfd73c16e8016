import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AttributeValue, type AttributeEntry } from './attributeDisplays.tsx';
import { DisplayHarness } from './DisplayHarness.tsx';

/** Every attribute entry type of spec 000 §3.3 as the Details tab shows it, in Perth time. */
const AttributeStory = ({ entry }: { entry: AttributeEntry }) => (
  <DisplayHarness>
    <AttributeValue entry={entry} />
  </DisplayHarness>
);

const meta = { title: 'Console/Attribute entries', component: AttributeStory } satisfies Meta<typeof AttributeStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const entry = (type: string, value: unknown, extra: Partial<AttributeEntry> = {}): { entry: AttributeEntry } => ({
  entry: { label: type, type, value, ...extra },
});
const shows =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) =>
    expect(within(canvasElement).getByLabelText('Display').textContent).toBe(text);

export const Null: Story = { args: entry('null', null), play: shows('') };
export const Number: Story = { args: entry('number', 12345), play: shows('12,345 (12K)') };
export const SmallNumber: Story = { args: entry('number', 42), play: shows('42') };
export const String: Story = { args: entry('string', 'Perth Hawks'), play: shows('Perth Hawks') };
export const Strings: Story = { args: entry('strings', ['north', 'indoor']), play: shows('north, indoor') };
export const Boolean: Story = { args: entry('boolean', true), play: shows('Yes') };
export const DurationSeconds: Story = { args: entry('duration_seconds', 93784), play: shows('1d 02:03:04') };
export const DateTime: Story = { args: entry('datetime', '2026-03-01T10:30:00Z'), play: shows('2026-03-01 18:30 AWST') };
export const Date: Story = { args: entry('date', '2026-03-01'), play: shows('2026-03-01') };
export const Json: Story = { args: entry('json', { fps: 30, zones: [1, 2] }), play: shows('{\n  "fps": 30,\n  "zones": [\n    1,\n    2\n  ]\n}') };

export const ReadminObjects: Story = {
  args: entry('readmin_objects', null, {
    objects: [
      { id: '10', readminName: 'Hoops League', readminUrl: '/readmin/orgs/10' },
      { id: '11', readminName: 'Netball Club', readminUrl: '/readmin/orgs/11' },
    ],
  }),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['/readmin/orgs/10', '/readmin/orgs/11']);
  },
};

export const UnknownType: Story = {
  args: entry('hologram', 1),
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unknown type'),
};
