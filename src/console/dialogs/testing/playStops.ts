/**
 * Where a dialog's state story stops the interaction test it is made from (dialogStates.ts): the steps of
 * dialogPlay.ts pass these points, and a play told to stop at one ends there, the dialog left as it is then.
 * Keyed by the story's canvas, so a stop never outlives its story.
 */
export type StopPoint =
  /** Filled in, the submit button not yet pressed. */
  | 'beforeSubmit'
  /** 'Cannot submit' open, listing what the person must correct. */
  | 'blocked'
  /** Submitted: the request has gone to the server. */
  | 'sent';

const stops = new WeakMap<HTMLElement, StopPoint>();

/** Thrown at the stop point; the state story catches it (any other error still fails the story). */
export class PlayStopped extends Error {}

/** Runs `play` over `canvas` until it passes `point`; false when it ran to its end without passing it. */
export const playUntil = async (canvas: HTMLElement, point: StopPoint, play: () => Promise<unknown>): Promise<boolean> => {
  stops.set(canvas, point);
  try {
    await play();
    return false;
  } catch (error) {
    if (error instanceof PlayStopped) return true;
    throw error;
  } finally {
    stops.delete(canvas);
  }
};

/** A step's mark: the play ends here when its story stops at `point`. */
export const passing = (canvas: HTMLElement, point: StopPoint) => {
  if (stops.get(canvas) === point) throw new PlayStopped(`Stopped at ${point}`);
};
