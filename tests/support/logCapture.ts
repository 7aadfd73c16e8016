import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../../src/server/http/logger.ts';

export interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  errorId?: string;
  err?: { message: string; stack: string };
  req?: { method: string; url: string };
  res?: { statusCode: number };
  [key: string]: unknown;
}

/** A server logger whose JSON lines land in an array, to assert what the server logs. */
export const captureLogs = (level = 'info'): { logger: Logger; lines: LogLine[] } => {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: createLogger({ level, destination }), lines };
};
