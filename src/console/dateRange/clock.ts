import { createContext, useContext } from 'react';

/** What time it is. Injectable so that stories and tests of date presets see a fixed 'now'. */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();

export const ClockContext = createContext<Clock>(systemClock);

export const useClock = (): Clock => useContext(ClockContext);
