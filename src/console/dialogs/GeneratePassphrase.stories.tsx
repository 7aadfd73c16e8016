import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { registry } from '../testing/allTypes.ts';
import { answerOf } from './results/operationAnswer.ts';
import { DialogStory } from './testing/DialogStory.tsx';
import { focusPage } from './testing/pageEffects.ts';

/**
 * Generate Passphrase (spec 001 §7, §9): 1 to 8 words, 3 by default, joined by a dash, an underscore or a
 * space; the passphrase shows in a read-only box with Generate again and Copy ('Password copied to
 * clipboard'). The metadata's own action and operation (Org.json), over a fixture answer.
 */
const meta = { title: 'Console/Dialogs/Generate Passphrase', component: DialogStory } satisfies Meta<typeof DialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const Org = { ...registry.types.Org, route: 'orgs' };
const action = Org.actions.find((a) => a.mutation === 'generatePassphrase')!;
const operation = Org.operations.custom.generatePassphrase;

const WORDS = ['maple', 'otter', 'canyon', 'velvet', 'harbor', 'pixel', 'tundra', 'lantern', 'orbit', 'meadow', 'quartz'];
const SEPARATORS: Record<string, string> = { dash: '-', underscore: '_', space: ' ' };
let runs = 0;
/** As the server answers: the words asked for, joined by the separator asked for; new words each time. */
const generate = (input: Record<string, unknown>) => {
  runs += 1;
  const words = Array.from({ length: Number(input.numberOfWords) }, (_, i) => WORDS[(runs * 3 + i) % WORDS.length]);
  return answerOf(operation, { passphrase: words.join(SEPARATORS[String(input.separator)]) });
};

const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

/** Open: 3 words and a dash by default; nothing generated yet. */
export const Open: Story = {
  args: { type: Org, action, records: [], fixtures: { answers: { generatePassphrase: generate } } },
  play: async ({ canvasElement }) => {
    const d = within(await body(canvasElement).findByRole('dialog', { name: 'Generate Passphrase' }));
    await expect(d.getByLabelText(/^Number of words/)).toHaveValue(3);
    await expect(d.getByLabelText(/^Separator/)).toHaveValue('dash');
    await expect(d.getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['Dash', 'Underscore', 'Space']));
    await expect(d.getByRole('button', { name: 'Generate' })).toBeEnabled();
    await expect(d.queryByRole('textbox', { name: 'Passphrase' })).toBeNull();
  },
};

/** Generated: 5 words joined by underscores, generated again, copied with the spec's message. */
export const GenerateAndCopy: Story = {
  args: Open.args,
  play: async ({ canvasElement }) => {
    const d = within(await body(canvasElement).findByRole('dialog', { name: 'Generate Passphrase' }));
    await userEvent.clear(d.getByLabelText(/^Number of words/));
    await userEvent.type(d.getByLabelText(/^Number of words/), '5');
    await userEvent.selectOptions(d.getByLabelText(/^Separator/), 'underscore');
    await userEvent.click(d.getByRole('button', { name: 'Generate' }));
    const box = await d.findByRole('textbox', { name: 'Passphrase' });
    const first = (box as HTMLTextAreaElement).value;
    await expect(first).toMatch(/^[a-z]+(_[a-z]+){4}$/);
    await expect(box).toHaveAttribute('readonly');
    await userEvent.click(d.getByRole('button', { name: 'Generate again' }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).not.toBe(first));
    focusPage(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Copy' }));
    await expect(await body(canvasElement).findByText('Password copied to clipboard')).toBeInTheDocument();
    await expect(await navigator.clipboard.readText()).toBe((box as HTMLTextAreaElement).value);
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await expect(await within(canvasElement).findByText('Dialog closed')).toBeInTheDocument();
  },
};
