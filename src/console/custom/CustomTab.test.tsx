import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import type { RoutedType } from '../routeType.ts';
import { CustomTab } from './CustomTab.tsx';

afterEach(cleanup);

describe('CustomTab', () => {
  it('says so when the metadata names a tab component the console does not have', () => {
    const type = registry.types.Org as RoutedType;
    render(<CustomTab name="teamStats" registry={registry} type={type} record={{ id: '1' }} routeOwner={{}} />);
    expect(screen.getByRole('alert').textContent).toBe("Tab component 'teamStats' is not registered (src/console/custom/customComponents.ts).");
  });
});
