import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DisplayTimeZoneContext, useDisplayTimeZone, useRecordTimeZone } from './DisplayTimeZoneContext.tsx';
import { DisplayTimeZoneProvider } from './DisplayTimeZoneProvider.tsx';
import { storeTimeZone } from './displayTimeZone.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** Every zone the page's contents were rendered in, first render included: a time must never show in another. */
const seen: string[] = [];
const Contents = () => {
  seen.push(useDisplayTimeZone().timeZone);
  return null;
};
const RecordPage = ({ zone }: { zone: string | null }) => (
  <DisplayTimeZoneContext.Provider value={useRecordTimeZone(zone)}>
    <Contents />
  </DisplayTimeZoneContext.Provider>
);
const Footer = () => <p aria-label="footer">{useDisplayTimeZone().timeZone}</p>;

const renderPage = (zone: string | null, routeOwnerTimeZone?: string) => {
  seen.length = 0;
  render(
    <DisplayTimeZoneProvider routeOwnerTimeZone={routeOwnerTimeZone}>
      <RecordPage zone={zone} />
      <Footer />
    </DisplayTimeZoneProvider>,
  );
};

describe("a record page's time zone", () => {
  it("is the record's from the first render, and the frame's footer follows", async () => {
    renderPage('Pacific/Auckland');
    expect(seen[0]).toBe('Pacific/Auckland');
    expect(new Set(seen)).toEqual(new Set(['Pacific/Auckland']));
    expect((await screen.findByLabelText('footer')).textContent).toBe('Pacific/Auckland');
  });

  it("yields to the URL's organisation and to the session's choice", () => {
    renderPage('Pacific/Auckland', 'Australia/Perth');
    expect(new Set(seen)).toEqual(new Set(['Australia/Perth']));
    cleanup();
    storeTimeZone('Asia/Manila');
    renderPage('Pacific/Auckland', 'Australia/Perth');
    expect(new Set(seen)).toEqual(new Set(['Asia/Manila']));
  });

  it("is the browser's for a record of no one", () => {
    renderPage(null);
    expect(new Set(seen)).toEqual(new Set([Intl.DateTimeFormat().resolvedOptions().timeZone]));
  });
});
