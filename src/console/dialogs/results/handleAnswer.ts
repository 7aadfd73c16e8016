import type { ApiRecord } from '../../../shared/graphql/request.ts';
import type { FileAnswer, OperationAnswer } from './operationAnswer.ts';

/** Spec 002 §8: the success message of a URL put on the clipboard. */
export const URL_COPIED = 'URL copied to clipboard.';

/** An answer the dialog shows: a value to copy, an image to look at, or a URL the clipboard refused. */
export type ShownAnswer = Extract<OperationAnswer, { kind: 'value' | 'image' }> | { kind: 'url'; url: string };

/** What an action's run leaves to its dialog: a record to go to (result 'navigate'), or an answer to show. */
export interface ActionOutcome {
  record?: ApiRecord;
  shown?: ShownAnswer;
}

/** The browser effects of answers, passed in so each can be watched in tests. */
export interface AnswerEffects {
  notify: (message: string, options?: { type?: 'success' | 'info' | 'warning' | 'error' }) => void;
  download: (file: FileAnswer) => void;
  copy: (text: string) => Promise<boolean>;
  /** Downloads what a URL serves (a stitched video), for answers declared `open`. */
  open: (url: string) => void;
}

/**
 * Handles an operation's answer by its kind: nothing or records → done (one record may be navigated
 * to); a message → a notification; a file → downloaded under its name; a URL → copied to the clipboard,
 * or shown as a link when the clipboard refuses (downloaded instead when the operation says `open`; no URL
 * says the operation's `emptyMessage`); a value or an image → shown by the dialog.
 */
export const handleAnswer = async (answer: OperationAnswer, label: string, effects: AnswerEffects): Promise<ActionOutcome> => {
  const done = () => effects.notify(`${label}: done`, { type: 'success' });
  switch (answer.kind) {
    case 'none':
      done();
      return {};
    case 'records':
      done();
      return answer.records.length === 1 ? { record: answer.records[0] } : {};
    case 'message':
      effects.notify(answer.message, { type: 'info' });
      return {};
    case 'file':
      effects.download(answer);
      effects.notify(`${answer.filename} downloaded`, { type: 'success' });
      return {};
    case 'url':
      if (!answer.url && answer.emptyMessage) effects.notify(answer.emptyMessage, { type: 'warning' });
      else if (!answer.url) done();
      else if (answer.open) {
        effects.open(answer.url);
        effects.notify(`${label}: download started`, { type: 'success' });
      } else if (await effects.copy(answer.url)) effects.notify(URL_COPIED, { type: 'success' });
      else return { shown: { kind: 'url', url: answer.url } };
      return {};
    case 'value':
    case 'image':
      return { shown: answer };
  }
};
