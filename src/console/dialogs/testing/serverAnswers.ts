import { registry } from '../../testing/allTypes.ts';
import { answerOf } from '../results/operationAnswer.ts';
import type { DialogFixtures } from './dialogFixtures.ts';

/**
 * A fixture answer of a declared operation, from what its mutation would return (e.g. { stitchedUrl: null }),
 * read by the operation's metadata as the console reads the server's (answerOf): for DialogFixtures.answers.
 */
export const serverAnswers = (typename: string, mutation: string, payload: unknown): DialogFixtures['answers'] => {
  const operation = registry.types[typename].operations.custom[mutation];
  if (!operation) throw new Error(`${typename} declares no operation '${mutation}'`);
  return { [mutation]: () => answerOf(operation, payload, registry.types[typename]) };
};
