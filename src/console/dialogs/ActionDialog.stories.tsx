import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { DialogStory } from './testing/DialogStory.tsx';
import { refusal } from './testing/dialogFixtures.ts';
import { gadgetAction, gadgetRecord } from './testing/gadget.ts';

/** The dialog framework: action dialogs generated from metadata, in each of their states. */
const meta = { title: 'Console/Dialogs', component: DialogStory } satisfies Meta<typeof DialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);
const dialog = async (canvas: HTMLElement, name: string) => within(await body(canvas).findByRole('dialog', { name }));
const fewFields = gadgetAction({ fields: ['name', 'count', 'enabled', 'settings', 'org'] });

/** Open: the fields of the action, prefilled with the record; locked-on-edit ones disabled. */
export const Open: Story = {
  args: { action: fewFields },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Edit Gadget 3');
    await expect(d.getByLabelText(/^Name/)).toHaveValue('Gadget 3');
    await expect(await d.findByRole('combobox', { name: /^Organisation/ })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(d.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Loading: saving disables the form and the buttons until the server answers. */
export const Loading: Story = {
  args: { action: fewFields, override: (p) => ({ ...p, update: () => new Promise(() => undefined) }) },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Edit Gadget 3');
    await userEvent.type(d.getByLabelText(/^Name/), ' North');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(d.getByRole('button', { name: /Save/ })).toBeDisabled());
    await expect(d.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(d.getByLabelText(/^Name/)).toBeDisabled();
  },
};

/** Cannot submit: a required field emptied (and a value out of bounds) blocks the submission. */
export const CannotSubmit: Story = {
  args: { action: fewFields },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Edit Gadget 3');
    await userEvent.clear(d.getByLabelText(/^Name/));
    await userEvent.clear(d.getByLabelText(/^Count/));
    await userEvent.type(d.getByLabelText(/^Count/), '101');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    const blocked = await dialog(canvasElement, 'Cannot submit');
    await expect(blocked.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Name is required', 'Count must be at most 100']);
  },
};

/** Unable to Complete Request: each reason the server gave, with its UUID, and how to reach support. */
export const UnableToCompleteRequest: Story = {
  args: {
    action: fewFields,
    fixtures: {
      failures: {
        'update courts': Object.assign(new Error('Name is already taken'), {
          body: {
            graphQLErrors: [
              {
                message: 'Name is already taken',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  uuid: '5f0c9a4e-1d2b-4c3a-9e8f-7a6b5c4d3e2f',
                  problems: [{ field: 'name', message: 'Name is already taken' }],
                },
              },
            ],
          },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Edit Gadget 3');
    await userEvent.type(d.getByLabelText(/^Name/), ' North');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    const unable = await dialog(canvasElement, 'Unable to Complete Request');
    await expect(unable.getByText('We are unable to complete request for the reason(s) listed below:')).toBeInTheDocument();
    await expect(unable.getByText('Name is already taken')).toBeInTheDocument();
    await expect(unable.getByText('UUID: 5f0c9a4e-1d2b-4c3a-9e8f-7a6b5c4d3e2f')).toBeInTheDocument();
    await expect(unable.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
    await expect(unable.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  },
};

/** Unable to Complete Request with several problems of one refused input. */
export const UnableToCompleteSeveralReasons: Story = {
  args: {
    action: fewFields,
    fixtures: { failures: { 'update courts': refusal('Name is already taken', 'Organisation cannot be changed after creation') } },
  },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Edit Gadget 3');
    await userEvent.type(d.getByLabelText(/^Name/), '!');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    const unable = await dialog(canvasElement, 'Unable to Complete Request');
    await expect(within(unable.getByRole('list', { name: 'Reasons' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** JSON Error: raw JSON that does not parse, with the parser's message. */
export const JsonError: Story = {
  args: { action: fewFields },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Edit Gadget 3');
    fireEvent.change(await d.findByLabelText(/^Settings/), { target: { value: '{"fps": 30,}' } });
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    const error = await dialog(canvasElement, 'JSON Error');
    await expect(error.getByText('Settings is not valid JSON:')).toBeInTheDocument();
    await expect(error.getByText(/JSON/, { selector: 'pre' })).toBeInTheDocument();
  },
};

/** Multiple values: a batch edit of two records whose counts differ; the name, which identifies each, is not offered. */
export const MultipleValues: Story = {
  args: { action: fewFields, records: [gadgetRecord(), gadgetRecord({ id: '4', name: 'Gadget 4', readminName: 'Gadget 4', count: 20 })] },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Edit 2 Gadgets');
    await expect(d.queryByLabelText(/^Name/)).toBeNull();
    await expect(d.getAllByText('Multiple values')).toHaveLength(1);
    await userEvent.type(d.getByLabelText(/^Count/), '15');
    await expect(d.getByText('Multiple values will be replaced')).toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: 'Leave Count unchanged' }));
    await expect(d.getAllByText('Multiple values')).toHaveLength(1);
  },
};

/** Type-to-confirm: the button enables once the action's word is typed in upper case. */
export const TypeToConfirm: Story = {
  args: { action: gadgetAction({ name: 'delete', label: 'Delete', kind: 'remove', fields: [], confirm: { typeToConfirm: 'DELETE' } }) },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Delete Gadget 3');
    const confirm = d.getByRole('button', { name: 'Delete' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(d.getByLabelText('Please type "DELETE" to confirm'), 'delete');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(d.getByLabelText('Please type "DELETE" to confirm'));
    await userEvent.type(d.getByLabelText('Please type "DELETE" to confirm'), 'DELETE');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(await within(canvasElement).findByText('Dialog closed')).toBeInTheDocument();
  },
};

/** A plain confirmation, worded by the action's metadata. */
export const Confirm: Story = {
  args: {
    action: gadgetAction({ name: 'remove', label: 'Remove', kind: 'remove', fields: [], confirm: { message: 'Remove the selected gadgets?' } }),
  },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Remove Gadget 3');
    await expect(d.getByText('Remove the selected gadgets?')).toBeInTheDocument();
    await expect(d.getByRole('button', { name: 'Remove' })).toBeEnabled();
  },
};

/** A create: defaults filled in; a successful submit closes the dialog. */
export const CreateAndClose: Story = {
  args: { action: gadgetAction({ name: 'create', label: 'Add Gadget', kind: 'create', fields: ['name', 'enabled'] }), records: [] },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Add Gadget');
    await userEvent.type(d.getByLabelText(/^Name/), 'Gadget 9');
    await userEvent.click(d.getByRole('button', { name: 'Create' }));
    await expect(await within(canvasElement).findByText('Dialog closed')).toBeInTheDocument();
  },
};
