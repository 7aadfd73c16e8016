import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { Suspense, useState } from 'react';
import { preloadable } from '../../browser/preloadable.ts';
import type { Clock } from './clock.ts';
import type { DateRange } from '../../shared/dateRange/presets.ts';
import { useDateRangeControl } from './useDateRangeControl.ts';

interface DateRangeControlProps {
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
  /** list.dateRange.future: offer future presets and moving into the future. */
  future: boolean;
  /** The display time zone: 'today' is the day on its clocks. */
  timeZone: string;
  /** Defaults to the ClockContext (the system clock). */
  now?: Clock;
  /** The preset `value` was opened with, by name (`last30Days`): the range is called that while it is shown. */
  openedWith?: string;
}

// The preset menu (MUI's Popover and Modal, the custom range form) loads when first reached for: a list page's
// first visit does not need it. Pointing at or focusing the range starts loading it, so that a click finds it.
const DateRangePopover = preloadable(() => import('./DateRangePopover.tsx'));
const preloadPopover = () => void DateRangePopover.preload();

/** The date range control of spec 000 §2.16: previous, the range with its preset menu, next. */
const DateRangeControl = ({ value, onChange, future, timeZone, now, openedWith }: DateRangeControlProps) => {
  const control = useDateRangeControl({ value, onChange, future, timeZone, now, openedWith });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const dates = value ? `${value.start} – ${value.end}` : '';
  return (
    <>
      <ButtonGroup size="small" variant="outlined" aria-label="Date range">
        <Button aria-label="Previous date range" disabled={!control.canPrevious} onClick={control.previous}>
          <ChevronLeft fontSize="small" />
        </Button>
        <Button
          onClick={(e) => setAnchor(e.currentTarget)}
          onPointerEnter={preloadPopover}
          onFocus={preloadPopover}
          aria-haspopup="dialog"
          aria-label={dates ? `${control.label}, ${dates}` : control.label}
          sx={{ textTransform: 'none' }}
        >
          {/* One inline run with a real space, so the text read on screen is the start of the accessible name. */}
          <span>
            <span data-part="label">{control.label}</span>
            {dates && (
              <>
                {' '}
                <span data-part="dates">{dates}</span>
              </>
            )}
          </span>
        </Button>
        <Button aria-label="Next date range" disabled={!control.canNext} onClick={control.next}>
          <ChevronRight fontSize="small" />
        </Button>
      </ButtonGroup>
      {anchor && (
        <Suspense fallback={null}>
          <DateRangePopover
            anchor={anchor}
            presets={control.presets}
            value={value}
            onClose={() => setAnchor(null)}
            onChoose={(preset) => (control.choose(preset), setAnchor(null))}
            onCustom={(range) => (onChange(range), setAnchor(null))}
          />
        </Suspense>
      )}
    </>
  );
};

export default DateRangeControl;
