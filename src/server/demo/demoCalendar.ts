/**
 * The demo's dates are written around one week: its completed games lie before DEMO_WEEK, its upcoming ones
 * after. `npm start` moves that calendar by whole weeks so that the week it seeds in is DEMO_WEEK (weekdays and
 * times of day kept), and the Dashboard's default range shows the demo's games; tests seed it unmoved, so the
 * dates they name stay put.
 */
export const DEMO_WEEK = new Date(Date.UTC(2026, 9, 12));

const DAY = 24 * 3600 * 1000;
const WEEK = 7 * DAY;
let shift = 0;

/** Moves every demo date written after this by the whole weeks from DEMO_WEEK to `today`'s week; none without it. */
export const setDemoCalendar = (today?: Date): void => {
  shift = today ? Math.floor((today.getTime() - DEMO_WEEK.getTime()) / WEEK) * WEEK : 0;
};

/** A moment of the demo's calendar (an ISO time, a time in milliseconds or a Date) as seeded. */
export const demoAt = (moment: string | number | Date): Date => new Date(new Date(moment).getTime() + shift);

/** Date.UTC's arguments, for a moment of the demo's calendar. */
export const demoUtc = (...parts: [number, number, number?, number?, number?]): Date => demoAt(Date.UTC(...parts));

/** A day of the demo's calendar ('2026-09-01') as seeded. */
export const demoDay = (day: string): string => demoAt(`${day}T00:00:00Z`).toISOString().slice(0, 10);

/** A month of the demo's calendar ('2026-08-01'), as the first day of the month its first day moves into. */
export const demoMonth = (first: string): string => `${demoDay(first).slice(0, 7)}-01`;
