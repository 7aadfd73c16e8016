import { CODES, type Problem } from './problems.ts';

/**
 * Where a JSON text first breaks the grammar, as a line and column an editor can jump to. JSON.parse says "at
 * position 412" for some mistakes and nothing for others (an unexpected token); this scanner walks the same
 * grammar (RFC 8259) and stops at the first character that cannot follow.
 */
/** A file as read: its path (relative to the project) and its text. */
export interface RawFile {
  file: string;
  text: string;
}

export interface JsonSyntaxError {
  line: number;
  column: number;
  message: string;
}

class Stop extends Error {
  constructor(
    readonly at: number,
    message: string,
  ) {
    super(message);
  }
}

const describe = (text: string, at: number): string => (at >= text.length ? 'the end of the file' : `'${text[at]}'`);

/** Scans one JSON text; throws Stop at the first character that breaks the grammar. */
const scan = (text: string): void => {
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const fail = (expected: string): never => {
    throw new Stop(i, `expected ${expected}, found ${describe(text, i)}`);
  };
  const literal = (word: string) => {
    for (const ch of word) if (text[i++] !== ch) throw new Stop(i - 1, `expected ${word}, found ${describe(text, i - 1)}`);
  };
  const string = () => {
    i++; // the opening quote
    while (i < text.length && text[i] !== '"') {
      if (text[i] < ' ') throw new Stop(i, 'a line break or control character inside a string: escape it or close the string');
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) throw new Stop(i, 'expected four hex digits after \\u');
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? '')) throw new Stop(i, `unknown escape \\${text[i] ?? ''}`);
      }
      i++;
    }
    if (i >= text.length) throw new Stop(i, 'a string is not closed');
    i++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail('a value');
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === '{') return object();
    if (ch === '[') return array();
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    if (ch === '-' || (ch >= '0' && ch <= '9')) return number();
    fail('a value');
  };
  const members = (close: string, member: () => void) => {
    i++;
    space();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      member();
      const end = i;
      space();
      if (text[i] === close) {
        i++;
        return;
      }
      // Another value where a comma belongs: the comma is missing at the end of the one before.
      if (text[i] !== undefined && '"{[tfn-0123456789'.includes(text[i]))
        throw new Stop(end, `missing ',' after this ${close === '}' ? 'property' : 'item'}`);
      if (text[i] !== ',') fail(`',' or '${close}'`);
      i++;
      space();
      if (text[i] === close) throw new Stop(i, `a comma before '${close}': JSON allows no trailing comma`);
    }
  };
  const object = () =>
    members('}', () => {
      space();
      if (text[i] !== '"') fail('a property name in double quotes');
      string();
      space();
      if (text[i] !== ':') fail("':' after the property name");
      i++;
      value();
    });
  const array = () => members(']', value);
  value();
  space();
  if (i < text.length) fail('the end of the file after the value');
};

/** The first syntax error of a JSON text, or undefined when it parses. */
export const jsonSyntaxError = (text: string): JsonSyntaxError | undefined => {
  try {
    scan(text);
    return undefined;
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    const before = text.slice(0, e.at).split('\n');
    return { line: before.length, column: before.at(-1)!.length + 1, message: e.message };
  }
};

/** A file's JSON, or the problem (M000) that says where its syntax breaks. */
export const parseJsonFile = (file: string, text: string): { data: unknown; problem?: undefined } | { problem: Problem } => {
  try {
    return { data: JSON.parse(text) };
  } catch (e) {
    const at = jsonSyntaxError(text);
    const message = at ? `not valid JSON at line ${at.line}, column ${at.column}: ${at.message}` : `not valid JSON: ${(e as Error).message}`;
    return { problem: { code: CODES.json, file, path: '$', message, ...(at && { line: at.line, column: at.column }) } };
  }
};
