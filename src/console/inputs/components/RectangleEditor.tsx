import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import type { FieldInputProps } from '../inputDef.ts';
import { rectangleAfterKey } from '../rectangle/rectangleKeys.ts';
import { useLoadedImage } from '../rectangle/useLoadedImage.ts';
import type { CanvasSize } from '../rules/rectangleGeometry.ts';
import {
  DEFAULT_CANVAS,
  parseRectangle,
  RECTANGLE_KEYS,
  RECTANGLE_LABELS,
  rectangleText,
  type Rectangle,
  type RectangleText,
} from '../rules/rectangleValue.ts';
import { helperOf } from './TextInput.tsx';

const RectangleStage = lazy(() => import('./RectangleStage.tsx'));

const EMPTY: RectangleText = { x: '', y: '', width: '', height: '' };

export interface RectangleEditorProps extends FieldInputProps<RectangleText | null> {
  /** An image drawn under the rectangle, stretched to the canvas (a court's snapshot). */
  backgroundUrl?: string | null;
}

/**
 * Konva needs a canvas that draws. jsdom has none (getContext is "not implemented" and says so on the
 * console), so there the editor keeps its number inputs and a plain preview, and never loads Konva.
 */
const canvasDraws = (() => {
  let answer: boolean | undefined;
  return () => {
    if (answer === undefined) {
      try {
        answer = !/jsdom/i.test(navigator.userAgent) && document.createElement('canvas').getContext('2d') !== null;
      } catch {
        answer = false;
      }
    }
    return answer;
  };
})();

/** The width the stage may take: its box's, followed as the dialog resizes. */
const useBoxWidth = (enabled: boolean) => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!enabled || !box) return;
    setWidth(box.clientWidth);
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, [enabled]);
  return { ref, width };
};

/** The rectangle as boxes in percent of the canvas: the preview without Konva, and the stage's placeholder. */
const PlainPreview = ({ canvas, rectangle }: { canvas: CanvasSize; rectangle: Rectangle | null }) => (
  <Box aria-hidden sx={{ position: 'relative', width: '100%', aspectRatio: `${canvas.width} / ${canvas.height}`, bgcolor: 'grey.200' }}>
    {rectangle && (
      <Box
        sx={{
          position: 'absolute',
          left: `${(100 * rectangle.x) / canvas.width}%`,
          top: `${(100 * rectangle.y) / canvas.height}%`,
          width: `${(100 * rectangle.width) / canvas.width}%`,
          height: `${(100 * rectangle.height) / canvas.height}%`,
          border: 2,
          borderColor: 'primary.main',
        }}
      />
    )}
  </Box>
);

/**
 * The rectangle editor (spec 001 §5): the field's canvas (1280x720 unless the field says otherwise) scaled
 * to the dialog's width. Edit / Finish Edit toggles editing: with no rectangle the user drags one out,
 * a set one moves and resizes; every change is whole numbers inside the canvas. Focused, the canvas moves
 * and resizes a set rectangle by arrow keys, and the four number inputs below stay in step with it; a typed value that is not a rectangle on the
 * canvas says 'Invalid value' with the field's name and what is wrong, marks the numbers at fault, and the
 * stage shows none.
 */
export const RectangleEditor = (props: RectangleEditorProps) => {
  const { id, field, value, onChange, error, disabled, required, backgroundUrl } = props;
  const canvas = { ...DEFAULT_CANVAS, ...field.canvas };
  const text = value ?? EMPTY;
  const typed = RECTANGLE_KEYS.some((k) => text[k].trim() !== '');
  const parsed = typed ? parseRectangle(text, canvas, field.label) : null;
  const rectangle = parsed?.ok ? parsed.value : null;
  const [editMode, setEditMode] = useState(false);
  // A field locked while it was being edited (the form is saving) stops editing.
  const editing = editMode && !disabled;
  const draws = canvasDraws();
  const { ref, width } = useBoxWidth(draws);
  const background = useLoadedImage(backgroundUrl);
  const invalid = parsed && !parsed.ok ? parsed.message : undefined;
  const helper = error || invalid || helperOf(props);
  const set = (key: keyof RectangleText, next: string) => onChange({ ...text, [key]: next });
  const keyboard = Boolean(rectangle) && !disabled;
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={`${id}-label`} variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {field.label} ({canvas.width}x{canvas.height})
        </Typography>
        {typed && !required && !disabled && (
          <Button size="small" onClick={() => onChange(null)} aria-label={`Clear ${field.label}`}>
            Clear
          </Button>
        )}
        {draws && (
          <Button size="small" variant={editing ? 'contained' : 'outlined'} disabled={disabled} onClick={() => setEditMode(!editing)}>
            {editing ? 'Finish Edit' : 'Edit'}
          </Button>
        )}
      </Box>
      <Box
        ref={ref}
        data-testid="rectangle-stage"
        // Keyboard use (docs/accessibility.md): focused, the canvas moves and resizes a set rectangle by arrow keys.
        tabIndex={keyboard ? 0 : undefined}
        role={keyboard ? 'group' : undefined}
        aria-label={keyboard ? `${field.label} canvas` : undefined}
        aria-describedby={keyboard ? `${id}-keys` : undefined}
        onKeyDown={(e) => {
          const next = keyboard && rectangle ? rectangleAfterKey(rectangle, e, canvas) : null;
          if (!next) return;
          e.preventDefault();
          onChange(rectangleText(next));
        }}
        sx={{ mt: 1, width: '100%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        {draws && width > 0 ? (
          <Suspense fallback={<PlainPreview canvas={canvas} rectangle={rectangle} />}>
            <RectangleStage
              canvas={canvas}
              width={width}
              rectangle={rectangle}
              editing={editing}
              background={background.image}
              onChange={(r) => onChange(rectangleText(r))}
            />
          </Suspense>
        ) : (
          <PlainPreview canvas={canvas} rectangle={rectangle} />
        )}
      </Box>
      {background.status === 'failed' && (
        <Typography variant="caption" color="error">
          Failed to load texture
        </Typography>
      )}
      {keyboard && (
        <Typography id={`${id}-keys`} variant="caption" color="text.secondary" component="p">
          On the canvas: arrow keys move the rectangle, Alt+arrow keys resize it, Shift makes the step 10.
        </Typography>
      )}
      {editing && !rectangle && (
        <Typography variant="caption" color="text.secondary" component="p">
          Drag on the canvas to draw the rectangle.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {RECTANGLE_KEYS.map((key) => (
          <TextField
            key={key}
            id={key === 'x' ? id : `${id}-${key}`}
            label={RECTANGLE_LABELS[key]}
            type="number"
            size="small"
            value={text[key]}
            disabled={disabled}
            error={Boolean(error) || Boolean(parsed && !parsed.ok && parsed.keys.includes(key))}
            onChange={(e) => set(key, e.target.value)}
            slotProps={{ htmlInput: { step: 1, min: 0, 'aria-describedby': helper ? `${id}-helper` : undefined } }}
          />
        ))}
      </Box>
      {helper && (
        <FormHelperText id={`${id}-helper`} error={Boolean(error || invalid)}>
          {helper}
        </FormHelperText>
      )}
    </Box>
  );
};
