import { describe, expect, it } from 'vitest';
import { evaluate, variablesOf } from './jsonLogic.ts';

describe('JSON Logic conditions', () => {
  it('lists every variable a rule reads, inside nested operators too', () => {
    expect(variablesOf({ and: [{ '==': [{ var: 'active' }, false] }, { some: [{ var: 'selection' }, { var: 'enabled' }] }] })).toEqual([
      'active',
      'selection',
      'enabled',
    ]);
  });

  it('evaluates availability over a selection', () => {
    const someEnabled = { some: [{ var: 'selection' }, { '==': [{ var: 'enabled' }, true] }] };
    expect(evaluate(someEnabled, { selection: [{ enabled: false }, { enabled: true }] })).toBe(true);
    expect(evaluate(someEnabled, { selection: [{ enabled: false }] })).toBe(false);
    expect(evaluate(undefined, {})).toBe(true);
  });
});
