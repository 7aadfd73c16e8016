import { useMemo, useState } from 'react';
import { todayIn, type Day } from '../../shared/dateRange/calendarDay.ts';
import { useClock, type Clock } from './clock.ts';
import { presetOfRange, sameRange, visiblePresets, type DateRange, type DateRangePreset } from '../../shared/dateRange/presets.ts';
import { canShiftNext, canShiftPrevious, shiftRange } from './shiftRange.ts';

export interface DateRangeControlState {
  today: Day;
  presets: DateRangePreset[];
  /** The preset picked or, after a reload or a shift, the first preset the range is; else 'Custom'. */
  label: string;
  choose: (preset: DateRangePreset) => void;
  canPrevious: boolean;
  canNext: boolean;
  previous: () => void;
  next: () => void;
}

/**
 * Presets, label and previous/next of the date range control, for the day it is now in `timeZone`.
 *
 * @example const { label, canNext, next } = useDateRangeControl({ value, onChange, future: false, timeZone: 'Pacific/Auckland' });
 */
export const useDateRangeControl = ({
  value,
  onChange,
  future,
  timeZone,
  now,
  openedWith,
}: {
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
  future: boolean;
  timeZone: string;
  now?: Clock;
  /** The preset the value was opened with (`last30Days`): it names the range while shown, as a pick would. */
  openedWith?: string;
}): DateRangeControlState => {
  const contextClock = useClock();
  const today = todayIn(timeZone, (now ?? contextClock)());
  const presets = useMemo(() => visiblePresets(today, future), [today, future]);
  // Friday may also be Yesterday: the one the user picked names the range while it is shown.
  // So does the one a panel opened on: on 30 November the last 30 days are also This Month.
  const [picked, setPicked] = useState<string | null>(openedWith ?? null);
  const pickedPreset = presets.find((p) => p.name === picked && sameRange(p.range, value));
  return {
    today,
    presets,
    label: (pickedPreset ?? presetOfRange(value, today, future))?.label ?? 'Custom',
    choose: (preset) => {
      setPicked(preset.name);
      onChange(preset.range);
    },
    canPrevious: canShiftPrevious(value),
    canNext: canShiftNext(value, today, future),
    previous: () => value && onChange(shiftRange(value, -1)),
    next: () => value && onChange(shiftRange(value, 1)),
  };
};
