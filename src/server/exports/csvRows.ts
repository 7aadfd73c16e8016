import { Transform } from 'node:stream';

/**
 * Counts CSV records in a byte stream as it passes (newlines outside quoted values), for the export's
 * progress. A quote inside a value is doubled, so toggling on every quote keeps the state right.
 */
export class CsvRecordCounter {
  records = 0;
  private quoted = false;

  count(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === 0x22) this.quoted = !this.quoted;
      else if (byte === 0x0a && !this.quoted) this.records++;
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
