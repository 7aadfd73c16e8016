import { describe, expect, it } from 'vitest';
import { errorReasons } from './actionErrors.ts';

describe('errorReasons', () => {
  it('lists the problems of a validation error by field', () => {
    const error = { message: 'Invalid input', body: { graphQLErrors: [{ message: 'Invalid input', extensions: { problems: [{ field: 'name', message: 'Name is required' }] } }] } };
    expect(errorReasons(error)).toEqual(['name: Name is required']);
  });
  it('falls back to the messages', () => {
    expect(errorReasons({ message: 'x', body: { graphQLErrors: [{ message: 'Forbidden' }] } })).toEqual(['Forbidden']);
    expect(errorReasons(new Error('Network down'))).toEqual(['Network down']);
    expect(errorReasons(null)).toEqual(['The request failed.']);
  });
});
