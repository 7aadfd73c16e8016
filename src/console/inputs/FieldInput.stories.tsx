import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { NormalizedField } from '../../metadata/normalized.ts';
import { GADGET_FIELDS } from '../dialogs/testing/gadget.ts';
import { InputHarness } from './testing/InputHarness.tsx';

/** The input of every field type (src/console/inputs/fieldInputs.ts), each with its form and API value. */
const meta = {
  title: 'Console/Inputs',
  component: InputHarness,
} satisfies Meta<typeof InputHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const byName = (name: string): NormalizedField => GADGET_FIELDS.find((f) => f.name === name)!;
const apiValue = (canvas: HTMLElement) => within(canvas).getByLabelText('API value');
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

export const StringInput: Story = {
  args: { field: byName('name'), stored: 'Gadget 3' },
  play: async ({ canvasElement }) => {
    const box = page(canvasElement).getByLabelText(/^Name/);
    await expect(box).toHaveValue('Gadget 3');
    await expect(box).toHaveAttribute('maxlength', '40');
    await userEvent.type(box, ' North');
    await expect(apiValue(canvasElement)).toHaveTextContent('"Gadget 3 North"');
  },
};

export const TextInput: Story = {
  args: { field: byName('notes'), stored: 'Line one' },
  play: async ({ canvasElement }) => {
    const box = page(canvasElement).getByLabelText('Notes');
    await expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, '{enter}Line two');
    await expect(apiValue(canvasElement)).toHaveTextContent('"Line one\\nLine two"');
  },
};

export const IntegerInput: Story = {
  args: { field: byName('count'), stored: 10 },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(p.getByText('Min 0 · Max 100 · Step 5')).toBeInTheDocument();
    await userEvent.click(p.getByRole('button', { name: 'Clear Count' }));
    await expect(p.getByLabelText('Count')).toHaveValue(null);
    await userEvent.type(p.getByLabelText('Count'), '7');
    await expect(apiValue(canvasElement)).toHaveTextContent('Error: must be in steps of 5');
    await userEvent.click(p.getByRole('button', { name: 'Reset Count' }));
    await expect(apiValue(canvasElement)).toHaveTextContent('10');
  },
};

export const DecimalInput: Story = {
  args: { field: byName('ratio'), stored: 0.5 },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(p.getByLabelText('Ratio')).toHaveAttribute('step', '0.1');
    await userEvent.clear(p.getByLabelText('Ratio'));
    await userEvent.type(p.getByLabelText('Ratio'), '1.5');
    await expect(apiValue(canvasElement)).toHaveTextContent('Error: must be at most 1');
  },
};

export const BooleanInput: Story = {
  args: { field: byName('enabled'), stored: true },
  play: async ({ canvasElement }) => {
    const box = page(canvasElement).getByLabelText('Enabled');
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(apiValue(canvasElement)).toHaveTextContent('false');
  },
};

export const EnumInput: Story = {
  args: { field: byName('kind'), stored: 'camera' },
  play: async ({ canvasElement }) => {
    const select = page(canvasElement).getByLabelText('Kind');
    await userEvent.selectOptions(select, 'Video overlay');
    await expect(apiValue(canvasElement)).toHaveTextContent('"video_overlay"');
  },
};

export const EnumFromOptionsQuery: Story = {
  args: { field: { name: 'timeZone', label: 'Time zone', type: 'enum', column: 'time_zone', optionsQuery: 'timeZones' }, stored: 'UTC' },
  play: async ({ canvasElement }) => {
    const select = page(canvasElement).getByLabelText('Time zone') as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.value)).toEqual(['', 'Asia/Manila', 'Australia/Perth', 'UTC']));
  },
};

export const DateInput: Story = {
  args: { field: byName('installedOn'), stored: '2026-01-15' },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByLabelText('Installed On')).toHaveAttribute('type', 'date');
    await expect(apiValue(canvasElement)).toHaveTextContent('"2026-01-15"');
  },
};

export const DateTimeInput: Story = {
  args: { field: byName('lastSeenAt'), stored: '2026-03-01T10:30:00.000Z' },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(p.getByLabelText('Last Seen At')).toHaveValue('2026-03-01T18:30');
    await expect(p.getByText('Time zone: Australia/Perth')).toBeInTheDocument();
    await expect(apiValue(canvasElement)).toHaveTextContent('"2026-03-01T10:30:00.000Z"');
  },
};

export const TimeInput: Story = {
  args: { field: byName('opensAt'), stored: '08:30:00' },
  play: async ({ canvasElement }) => {
    const box = page(canvasElement).getByLabelText('Opens At');
    await userEvent.clear(box);
    await userEvent.type(box, '8:30');
    await expect(apiValue(canvasElement)).toHaveTextContent('Error: invalid format, must be HH:mm:ss');
  },
};

export const DurationInput: Story = {
  args: { field: byName('clipLength'), stored: 90 },
  play: async ({ canvasElement }) => {
    const box = page(canvasElement).getByLabelText('Clip Length');
    await expect(box).toHaveValue('00:01:30');
    await userEvent.clear(box);
    await userEvent.type(box, '00:06:00');
    await expect(apiValue(canvasElement)).toHaveTextContent('Error: must be at most 300 seconds');
  },
};

export const JsonInput: Story = {
  args: { field: byName('settings'), stored: { fps: 30 } },
  play: async ({ canvasElement }) => {
    const box = await page(canvasElement).findByLabelText('Settings');
    await expect(box).toHaveValue('{\n  "fps": 30\n}');
    fireEvent.change(box, { target: { value: '{"fps": }' } });
    await expect(apiValue(canvasElement)).toHaveTextContent(/Error: .*JSON/);
  },
};

export const StringsInput: Story = {
  args: { field: byName('tags'), stored: ['north'] },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await userEvent.type(p.getByLabelText('Tags'), 'indoor{enter}');
    await expect(apiValue(canvasElement)).toHaveTextContent('["north","indoor"]');
  },
};

export const EmailInput: Story = {
  args: { field: byName('contact'), stored: 'ops@example' },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByLabelText('Contact')).toHaveAttribute('type', 'email');
    await expect(apiValue(canvasElement)).toHaveTextContent('Error: must be an email address');
  },
};

export const UrlInput: Story = {
  args: { field: byName('homepage'), stored: 'https://example.com' },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByLabelText('Homepage')).toHaveAttribute('type', 'url');
    await expect(apiValue(canvasElement)).toHaveTextContent('"https://example.com"');
  },
};

export const PhoneInput: Story = {
  args: { field: byName('phone'), stored: '+61 8 9000 0000' },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    await expect(apiValue(canvasElement)).toHaveTextContent('"+61 8 9000 0000"');
  },
};

export const IpAddressInput: Story = {
  args: { field: byName('ipAddress'), stored: '10.0.0.1/24' },
  play: async ({ canvasElement }) => {
    const box = page(canvasElement).getByLabelText('IP address');
    await expect(apiValue(canvasElement)).toHaveTextContent('"10.0.0.1/24"');
    await userEvent.clear(box);
    await userEvent.type(box, '10.0.300.1');
    await expect(apiValue(canvasElement)).toHaveTextContent('Error: must be four dotted numbers with an optional /prefix');
  },
};

export const MacAddressInput: Story = {
  args: { field: byName('macAddress') },
  play: async ({ canvasElement }) => {
    const box = page(canvasElement).getByLabelText('MAC address');
    await userEvent.type(box, '00-1a-2b-3c-4d-5e');
    await expect(box).toHaveValue('00:1A:2B:3C:4D:5E');
    await expect(apiValue(canvasElement)).toHaveTextContent('"00:1A:2B:3C:4D:5E"');
  },
};

export const PasswordInput: Story = {
  args: { field: byName('secret'), stored: 'stored hash' },
  play: async ({ canvasElement }) => {
    const box = page(canvasElement).getByLabelText('Secret');
    await expect(box).toHaveAttribute('type', 'password');
    await expect(box).toHaveValue(''); // never shows what is stored
    await userEvent.type(box, 'short');
    await expect(apiValue(canvasElement)).toHaveTextContent('Error: must be at least 10 characters');
  },
};

export const FileInput: Story = {
  args: { field: byName('manual'), stored: { name: 'manual.pdf', size: 2048, url: '/files/manual.pdf' } },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(await p.findByText('manual.pdf (2.0 KB)')).toBeInTheDocument();
    await userEvent.upload(p.getByLabelText('Manual'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expect(await p.findByText('notes.txt (5 bytes)')).toBeInTheDocument();
    await expect(apiValue(canvasElement)).toHaveTextContent('{"name":"notes.txt","base64":"aGVsbG8=","size":5}');
  },
};

export const ImageInput: Story = {
  args: { field: byName('logo') },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(await p.findByRole('button', { name: 'Choose file' })).toBeInTheDocument();
    await userEvent.upload(p.getByLabelText('Logo'), new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    await expect(await p.findByRole('img', { name: 'logo.png' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
  },
};

export const ReferenceInput: Story = {
  args: { field: byName('venue'), stored: { id: '100', readminName: 'Central Arena' } },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    const box = await p.findByRole('combobox', { name: 'Venue' });
    await waitFor(() => expect(box).toHaveValue('Central Arena'));
    await userEvent.clear(box);
    await userEvent.type(box, 'Venue 2');
    await userEvent.click(await p.findByRole('option', { name: 'Venue 24' }));
    await expect(apiValue(canvasElement)).toHaveTextContent('"124"');
  },
};

export const ReferencesInput: Story = {
  args: { field: byName('courts'), stored: [] },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    const box = await p.findByRole('combobox', { name: 'Courts' });
    await userEvent.click(box);
    await userEvent.click(await p.findByRole('option', { name: 'North Court 1' }));
    await expect(apiValue(canvasElement)).toHaveTextContent('["4"]');
  },
};

export const ReferenceWithoutType: Story = {
  args: { field: { ...byName('venue'), typename: undefined } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('optionsTypename is required')).toBeInTheDocument();
  },
};

export const RectangleInput: Story = {
  args: { field: byName('overlay'), stored: { x: 0, y: 0, width: 640, height: 360 } },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(await p.findByRole('group', { name: 'Overlay (1280x720)' })).toBeInTheDocument();
    await expect(apiValue(canvasElement)).toHaveTextContent('{"x":0,"y":0,"width":640,"height":360}');
    await userEvent.clear(p.getByLabelText('X'));
    await userEvent.type(p.getByLabelText('X'), '700');
    await expect(apiValue(canvasElement)).toHaveTextContent("Error: Invalid value for Overlay: X + Width is 1340, past the canvas's width of 1280");
  },
};
