import type { DataProvider } from 'react-admin';
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { refusal } from './dialogFixtures.ts';
import { playUntil, type StopPoint } from './playStops.ts';
import type { RecordDialogStoryProps } from './RecordDialogStory.tsx';

/** How long a fade-in may take on a busy machine (a transition's frames wait for the CPU). */
const FADE_IN = { timeout: 10_000 };

/**
 * A dialog's states for designers, made from the story that submits it (its interaction test): each runs
 * that story's play function up to its state and stops there, so the story ends on the dialog as a person
 * sees it then, never on 'Dialog closed'. Each also checks that it shows what its name says, so a state
 * that stops showing its dialog fails as a test.
 *
 *   Empty / Opened  the dialog as it opens (blank for an Add, the record's values otherwise)
 *   Filled          filled in as the test fills it, not submitted
 *   Invalid         submitted with what the test gets wrong first: 'Cannot submit' lists the messages
 *   Refused         submitted, and the server refuses: 'Unable to Complete Request' over the kept input
 *   Busy            submitted, the server not yet answering: buttons and fields locked, Submit spinning
 *
 * The story itself stays as the state 'Submits': it ends after the dialog closed, its request shown below.
 */

interface DialogStoryObject {
  args?: Partial<RecordDialogStoryProps>;
  play?: (context: StoryContext<never>) => Promise<void> | void;
}

const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

/** What the dialog has sent (the stories' Requests sent region, aria-hidden behind an open dialog). */
const sentCount = (canvas: HTMLElement) => page(canvas).getByRole('region', { name: 'Requests sent', hidden: true }).querySelectorAll('pre').length;

/** The story, its play stopped at `point`, then `check`ed: the state it names must be what shows. */
const stoppedAt = <S extends DialogStoryObject>(
  story: S,
  point: StopPoint,
  state: string,
  check: (canvas: HTMLElement) => Promise<void>,
  args = story.args,
): S => ({
  ...story,
  args,
  play: async (context: StoryContext<never>) => {
    const stopped = await playUntil(context.canvasElement, point, async () => story.play?.(context));
    if (!stopped) throw new Error(`The story's play function ended without reaching the ${state} state (no step stopped at '${point}')`);
    await check(context.canvasElement);
  },
});

/** The dialog the story acts on is open (it may sit behind a message dialog, which hides it from assistive technology). */
const expectDialogOpen = async (canvas: HTMLElement) => {
  await waitFor(() => expect(page(canvas).getAllByRole('dialog', { hidden: true }).length).toBeGreaterThan(0));
  await expect(within(canvas).queryByText('Dialog closed')).toBeNull();
};

/** Every write the dialog makes answered by `answer` instead of the story's provider (after the story's own override). */
const answeringWrites =
  (answer: () => Promise<never>, override: RecordDialogStoryProps['override'] = (p) => p) =>
  (provider: DataProvider): DataProvider => {
    const inner = override(provider) as DataProvider & { runOperation?: unknown; consoleMutation?: unknown };
    const writes = ['create', 'update', 'updateMany', 'delete', 'deleteMany', 'runOperation', 'consoleMutation'].filter((m) => m in inner);
    return { ...inner, ...Object.fromEntries(writes.map((method) => [method, answer])) };
  };

/** The refusal every write of a Refused story meets: a reason as the server words one (spec 001 §8). */
export const EXAMPLE_REFUSAL = 'The server refused this request: its reason shows here';

/** The dialog as it opens: Empty (an Add) or Opened (acting on records), nothing submitted. */
export const opened = <S extends DialogStoryObject>(story: S): S => ({
  ...story,
  play: async ({ canvasElement }: StoryContext<never>) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible(), FADE_IN); // once it has faded in
    await expect(sentCount(canvasElement)).toBe(0);
  },
});

/** Filled in as the submitting story fills it, the submit button not pressed. */
export const filled = <S extends DialogStoryObject>(story: S): S =>
  stoppedAt(story, 'beforeSubmit', 'Filled', async (canvas) => {
    await expectDialogOpen(canvas);
    await expect(sentCount(canvas)).toBe(0);
  });

/** Submitted with the story's first mistakes: 'Cannot submit' lists its messages over the dialog. */
export const invalid = <S extends DialogStoryObject>(story: S): S =>
  stoppedAt(story, 'blocked', 'Invalid', async (canvas) => {
    const blocked = await page(canvas).findByRole('dialog', { name: 'Cannot submit' });
    await expect(within(blocked).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expectDialogOpen(canvas);
    await expect(sentCount(canvas)).toBe(0);
  });

/** Submitted filled in, and the server refuses it: its reason in 'Unable to Complete Request', the input kept. */
export const refused = <S extends DialogStoryObject>(story: S): S =>
  stoppedAt(
    story,
    'sent',
    'Refused',
    async (canvas) => {
      const unable = await page(canvas).findByRole('dialog', { name: 'Unable to Complete Request' });
      const reason = within(unable).getByText(EXAMPLE_REFUSAL);
      await waitFor(() => expect(reason).toBeVisible(), FADE_IN);
      await expectDialogOpen(canvas);
    },
    { ...story.args, override: answeringWrites(() => Promise.reject(refusal(EXAMPLE_REFUSAL)), story.args?.override) },
  );

/** Submitted filled in, the server not answering yet: the dialog locked, its submit button spinning. */
export const busy = <S extends DialogStoryObject>(story: S): S =>
  stoppedAt(
    story,
    'sent',
    'Busy',
    async (canvas) => {
      const dialog = await page(canvas).findByRole('dialog');
      const spinner = await within(dialog).findByRole('progressbar');
      await waitFor(() => expect(spinner).toBeVisible(), FADE_IN);
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
    { ...story.args, override: answeringWrites(() => new Promise<never>(() => undefined), story.args?.override) },
  );
