import { describe, expect, it } from 'vitest';
import jsonexportOnDemand from './jsonexportOnDemand.ts';

describe('jsonexportOnDemand', () => {
  const rows = [
    { name: 'Perth Hawks', city: 'Perth' },
    { name: 'Sydney, Kings', city: 'Sydney' },
  ];

  it('loads jsonexport and answers through the callback, as react-admin’s default exporter calls it', async () => {
    const csv = await new Promise<string>((done, fail) => {
      jsonexportOnDemand(rows, (error: Error | null, text: string) => (error ? fail(error) : done(text)));
    });
    expect(csv.split('\n')).toEqual(['name,city', 'Perth Hawks,Perth', '"Sydney, Kings",Sydney']);
  });

  it('answers through its promise when there is no callback', async () => {
    await expect(jsonexportOnDemand(rows, { rowDelimiter: ';' })).resolves.toBe('name;city\nPerth Hawks;Perth\nSydney, Kings;Sydney');
  });
});
