import { describe, expect, it } from 'vitest';
import { CsvRecordCounter } from './csvRows.ts';

const count = (...chunks: string[]) => {
  const counter = new CsvRecordCounter();
  for (const c of chunks) counter.count(Buffer.from(c));
  return counter.records;
};

describe('CSV record counter', () => {
  it('counts records, not newlines inside quoted values', () => {
    expect(count('ID,Name\n1,Ann\n2,"Bob\nSmith"\n3,"say ""hi"""\n')).toBe(4);
  });

  it('keeps its place across chunk boundaries, even inside a quoted value', () => {
    expect(count('ID,Name\n1,"Lo', 'ng\nname"\n2,', 'x\n')).toBe(3);
    expect(count('a\n', '', '"', '\n"\n')).toBe(2);
  });

  it('counts nothing in an empty stream', () => {
    expect(count('')).toBe(0);
  });
});
