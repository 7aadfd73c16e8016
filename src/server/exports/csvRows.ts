import { Transform } from 'node:stream';

/**
 * Counts CSV records in a byte stream as it passes (newlines outside quoted values), for the export's
 * progress. A quote inside a value is doubled, so toggling on every quote keeps the state right.
 */
export class CsvRecordCounter {
  records = 0;
  private quoted = false;

  count(chunk: Uint8Array): void {
    // Native indexOf jumps between the only two bytes that matter; a byte-by-byte loop in JS
    // would cost more than PostgreSQL spends writing the file.
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let quote = bytes.indexOf(0x22);
    let newline = bytes.indexOf(0x0a);
    while (true) {
      if (this.quoted) {
        if (quote < 0) return;
        this.quoted = false;
        if (newline >= 0 && newline < quote) newline = bytes.indexOf(0x0a, quote + 1);
        quote = bytes.indexOf(0x22, quote + 1);
      } else if (newline >= 0 && (quote < 0 || newline < quote)) {
        this.records++;
        newline = bytes.indexOf(0x0a, newline + 1);
      } else if (quote >= 0) {
        this.quoted = true;
        quote = bytes.indexOf(0x22, quote + 1);
      } else return;
    }
  }
}

export const countingStream = (counter: CsvRecordCounter, onProgress: () => void): Transform =>
  new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.count(chunk);
      onProgress();
      done(null, chunk);
    },
  });
