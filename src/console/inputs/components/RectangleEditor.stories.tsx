import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Konva from 'konva';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { NormalizedField } from '../../../metadata/normalized.ts';
import { GADGET_FIELDS } from '../../dialogs/testing/gadget.ts';
import { DEFAULT_CANVAS, parseRectangle, rectangleText, type Rectangle, type RectangleText } from '../rules/rectangleValue.ts';
import { dialogDataProvider } from '../../dialogs/testing/dialogFixtures.ts';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import { platformAdmin } from '../../testing/fixtures.ts';
import { RectangleEditor } from './RectangleEditor.tsx';
import RectangleInput from './RectangleInput.tsx';

const overlay: NormalizedField = GADGET_FIELDS.find((f) => f.name === 'overlay')!;

interface EditorStoryProps {
  field: NormalizedField;
  /** The form value the editor opens with: a stored rectangle, or typed text (possibly invalid). */
  stored?: Rectangle | RectangleText | null;
  /** The editor's width on screen: 640 px makes the 1280x720 canvas exactly half size. */
  width?: number;
  backgroundUrl?: string;
  disabled?: boolean;
  required?: boolean;
}

/** The editor with its form value held in state and its API value printed under it. */
const EditorStory = ({ field, stored = null, width = 640, backgroundUrl, disabled, required }: EditorStoryProps) => {
  const [value, setValue] = useState<RectangleText | null>(() =>
    stored && typeof stored.x === 'string' ? (stored as RectangleText) : rectangleText(stored),
  );
  const parsed = value && Object.values(value).some((v) => v !== '') ? parseRectangle(value, { ...DEFAULT_CANVAS, ...field.canvas }) : null;
  return (
    <Box sx={{ p: 2, width }}>
      <RectangleEditor
        id={`field-${field.name}`}
        field={field}
        value={value}
        onChange={setValue}
        disabled={disabled}
        required={required}
        backgroundUrl={backgroundUrl}
      />
      <Box component="pre" aria-label="API value" sx={{ fontSize: 12 }}>
        {parsed === null ? '' : parsed.ok ? JSON.stringify(parsed.value) : `Error: ${parsed.message}`}
      </Box>
    </Box>
  );
};

/** The rectangle editor (RectangleEditor.tsx), the input of every rectangle field; the play functions drive the real Konva canvas. */
const meta = {
  title: 'Console/Inputs/Rectangle editor',
  component: EditorStory,
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Point = { x: number; y: number };

/** The story's Konva stage once drawn, and how canvas units map to screen pixels. */
const stageIn = async (canvasElement: HTMLElement) => {
  const stage = await waitFor(() => {
    const found = Konva.stages.find((s) => canvasElement.contains(s.container()));
    expect(found).toBeDefined();
    return found!;
  });
  const content = stage.content;
  const scale = stage.scaleX();
  const screen = (p: Point) => {
    const box = content.getBoundingClientRect();
    return { clientX: box.left + p.x * scale, clientY: box.top + p.y * scale };
  };
  const mouse = (type: string, p: Point) =>
    content.dispatchEvent(
      new MouseEvent(type, { bubbles: true, cancelable: true, view: window, button: 0, buttons: type === 'mouseup' ? 0 : 1, ...screen(p) }),
    );
  /** A press at `from`, moves in steps, and a release at `to`, in canvas units (as a user's mouse sends them). */
  const drag = (from: Point, to: Point) => {
    mouse('mousedown', from);
    for (const t of [0.25, 0.5, 0.75, 1]) mouse('mousemove', { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
    mouse('mouseup', to);
  };
  /**
   * Waits until a press at `p` would reach the named shape: Konva finds what a press hits in its hit canvas, which
   * it redraws on the next animation frame after a change (a transformer attached, a rectangle resized). A drag
   * sent before then lands on whatever was there before, on a busy machine more often.
   */
  const reachable = (p: Point, name: RegExp) =>
    waitFor(() => expect(stage.getIntersection({ x: p.x * scale, y: p.y * scale })?.name() ?? '').toMatch(name));
  const rectangle = () => stage.findOne<Konva.Rect>('.rectangle');
  const transformer = () => stage.findOne<Konva.Transformer>('Transformer')!;
  /** The colour drawn at a canvas point, read from the layer's canvas. */
  const pixel = (p: Point) => {
    const layerCanvas = stage.getLayers()[0].getCanvas();
    const ratio = layerCanvas.getPixelRatio();
    return [
      ...layerCanvas
        .getContext()
        .getImageData(p.x * scale * ratio, p.y * scale * ratio, 1, 1)
        .data.slice(0, 3),
    ];
  };
  return { stage, scale, drag, reachable, rectangle, transformer, pixel };
};

const inputs = (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  return { x: c.getByLabelText('X'), y: c.getByLabelText('Y'), width: c.getByLabelText('Width'), height: c.getByLabelText('Height') };
};

/**
 * The four inputs show these whole numbers, and the API value is what they say. A drag that starts on
 * the stage lands within 1 unit (`near`): the browser hands a mouse event whole screen pixels, and the
 * stage may sit at a fraction of one; drags that move or resize by whole units land exactly.
 */
const expectValues = async (canvasElement: HTMLElement, r: Rectangle, near = 0) => {
  const boxes = inputs(canvasElement);
  const shown = (): Rectangle => {
    const value = (key: keyof Rectangle) => Number((boxes[key] as HTMLInputElement).value);
    return { x: value('x'), y: value('y'), width: value('width'), height: value('height') };
  };
  await waitFor(() => {
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(shown()[key] - r[key])).toBeLessThanOrEqual(near);
  });
  await expect(within(canvasElement).getByLabelText('API value')).toHaveTextContent(JSON.stringify(shown()));
  return shown();
};

const expectNode = (node: Konva.Rect | undefined, r: Rectangle) =>
  expect({ x: node?.x(), y: node?.y(), width: node?.width(), height: node?.height(), scaleX: node?.scaleX() }).toEqual({ ...r, scaleX: 1 });

const SET: Rectangle = { x: 320, y: 180, width: 640, height: 360 };

export const Empty: Story = {
  name: 'Empty: drag to create',
  args: { field: overlay },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const s = await stageIn(canvasElement);
    await expect(s.scale).toBe(0.5); // 640 px for 1280 canvas units
    await expect(s.stage.height()).toBe(360);
    await expect(s.rectangle()).toBeUndefined();
    // Outside edit mode a drag draws nothing.
    s.drag({ x: 100, y: 100 }, { x: 500, y: 300 });
    await expect(s.rectangle()).toBeUndefined();
    await userEvent.click(c.getByRole('button', { name: 'Edit' }));
    await expect(c.getByText('Drag on the canvas to draw the rectangle.')).toBeInTheDocument();
    s.drag({ x: 500, y: 300 }, { x: 100, y: 100 }); // up and to the left: the corners sort themselves
    const drawn = await expectValues(canvasElement, { x: 100, y: 100, width: 400, height: 200 }, 1);
    await waitFor(() => expectNode(s.rectangle(), drawn));
    await userEvent.click(c.getByRole('button', { name: 'Finish Edit' }));
    await expect(c.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  },
};

export const Set: Story = {
  name: 'Set (required: no Clear)',
  args: { field: { ...overlay, required: true }, stored: SET, required: true },
  play: async ({ canvasElement }) => {
    const s = await stageIn(canvasElement);
    await waitFor(() => expectNode(s.rectangle(), SET));
    await expect(s.rectangle()!.draggable()).toBe(false);
    await expect(s.transformer().nodes()).toHaveLength(0);
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear Overlay' })).toBeNull();
    await expectValues(canvasElement, SET);
    // The rectangle's outline is drawn where the numbers say (its fill is a light blue over the grey canvas).
    await expect(s.pixel({ x: 640, y: 360 })).not.toEqual(s.pixel({ x: 100, y: 100 }));
  },
};

export const EditingMove: Story = {
  name: 'Editing: move',
  args: { field: overlay, stored: SET },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const s = await stageIn(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(s.transformer().nodes()).toHaveLength(1));
    s.drag({ x: 640, y: 360 }, { x: 840, y: 460 });
    await expectValues(canvasElement, { x: 520, y: 280, width: 640, height: 360 });
    // Dragged past the right edge it stops there.
    s.drag({ x: 840, y: 460 }, { x: 1500, y: 460 });
    await expectValues(canvasElement, { x: 640, y: 280, width: 640, height: 360 });
    // A typed value moves the rectangle on the stage.
    const { y } = inputs(canvasElement);
    await userEvent.clear(y);
    await userEvent.type(y, '10');
    await waitFor(() => expectNode(s.rectangle(), { x: 640, y: 10, width: 640, height: 360 }));
  },
};

export const EditingResize: Story = {
  name: 'Editing: resize',
  args: { field: overlay, stored: SET },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const s = await stageIn(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(s.transformer().nodes()).toHaveLength(1));
    await expect(s.transformer().findOne('.rotater')?.visible() ?? false).toBe(false); // no rotation
    // The bottom-right anchor sits on the rectangle's corner (960, 540). An anchor follows the pointer's
    // position, not its movement, so it lands within 1 unit, as a drawn rectangle does (see expectValues).
    await s.reachable({ x: 960, y: 540 }, /bottom-right/);
    s.drag({ x: 960, y: 540 }, { x: 1060, y: 600 });
    const resized = await expectValues(canvasElement, { x: 320, y: 180, width: 740, height: 420 }, 1);
    await expect({ x: resized.x, y: resized.y }).toEqual({ x: 320, y: 180 }); // the opposite corner stays
    await waitFor(() => expectNode(s.rectangle(), resized));
    // The top-left anchor moves the corner and keeps the opposite one where it is.
    const [right, bottom] = [resized.x + resized.width, resized.y + resized.height];
    await s.reachable({ x: 320, y: 180 }, /top-left/);
    s.drag({ x: 320, y: 180 }, { x: 300, y: 100 });
    const moved = await expectValues(canvasElement, { x: 300, y: 100, width: right - 300, height: bottom - 100 }, 1);
    await expect({ right: moved.x + moved.width, bottom: moved.y + moved.height }).toEqual({ right, bottom });
  },
};

export const Disabled: Story = {
  name: 'Disabled (locked field)',
  args: { field: overlay, stored: SET, disabled: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const s = await stageIn(canvasElement);
    await expect(c.getByRole('button', { name: 'Edit' })).toBeDisabled();
    for (const box of Object.values(inputs(canvasElement))) await expect(box).toBeDisabled();
    await expect(c.queryByRole('button', { name: 'Clear Overlay' })).toBeNull();
    await waitFor(() => expectNode(s.rectangle(), SET));
    s.drag({ x: 640, y: 360 }, { x: 840, y: 460 });
    expectNode(s.rectangle(), SET); // Konva moves a draggable node during the events themselves: this one did not move
    await expectValues(canvasElement, SET);
  },
};

export const InvalidValue: Story = {
  args: { field: overlay, stored: { x: '700', y: '0', width: '640', height: '360' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const s = await stageIn(canvasElement);
    await expect(c.getByText("Invalid value for Overlay: X + Width is 1340, past the canvas's width of 1280")).toBeInTheDocument();
    await expect(s.rectangle()).toBeUndefined();
    const { x } = inputs(canvasElement);
    await userEvent.clear(x);
    await userEvent.type(x, '600');
    await waitFor(() => expectNode(s.rectangle(), { x: 600, y: 0, width: 640, height: 360 }));
    await expect(c.queryByText(/Invalid value/)).toBeNull();
  },
};

/** A small court drawn as SVG: no network. */
const COURT_SVG = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#2e7d32"/><rect x="20" y="15" width="120" height="60" fill="none" stroke="#ffffff" stroke-width="2"/></svg>',
)}`;

export const WithBackground: Story = {
  name: 'With background image',
  args: { field: overlay, stored: { x: 960, y: 540, width: 200, height: 100 }, backgroundUrl: COURT_SVG },
  play: async ({ canvasElement }) => {
    const s = await stageIn(canvasElement);
    await waitFor(() => expect(s.stage.findOne('.background')).toBeDefined());
    // The court's green, stretched over the whole canvas, under the rectangle.
    await waitFor(() => expect(s.pixel({ x: 40, y: 40 })).toEqual([46, 125, 50]));
    await expect(within(canvasElement).queryByText('Failed to load texture')).toBeNull();
  },
};

export const BackgroundFails: Story = {
  name: 'Background fails to load',
  args: { field: overlay, stored: SET, backgroundUrl: 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async ({ canvasElement }) => {
    const s = await stageIn(canvasElement);
    await expect(await within(canvasElement).findByText('Failed to load texture')).toBeInTheDocument();
    await expect(s.stage.findOne('.background')).toBeUndefined();
    await expect(s.pixel({ x: 40, y: 40 })).toEqual([238, 238, 238]); // the plain canvas
  },
};

export const CustomCanvas: Story = {
  name: 'Custom canvas size (640x480)',
  args: { field: { ...overlay, canvas: { width: 640, height: 480 } }, width: 320 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Overlay (640x480)' })).toBeInTheDocument();
    const s = await stageIn(canvasElement);
    await expect(s.scale).toBe(0.5);
    await expect(s.stage.height()).toBe(240);
    await userEvent.click(c.getByRole('button', { name: 'Edit' }));
    // Dragged out past the canvas's corner: it ends at the edge.
    s.drag({ x: 600, y: 400 }, { x: 700, y: 520 });
    const drawn = await expectValues(canvasElement, { x: 600, y: 400, width: 40, height: 80 }, 1);
    await expect([drawn.x + drawn.width, drawn.y + drawn.height]).toEqual([640, 480]);
  },
};

export const Clear: Story = {
  args: { field: overlay, stored: SET },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const s = await stageIn(canvasElement);
    await waitFor(() => expect(s.rectangle()).toBeDefined());
    await userEvent.click(c.getByRole('button', { name: 'Clear Overlay' }));
    for (const box of Object.values(inputs(canvasElement))) await expect(box).toHaveValue(null);
    await waitFor(() => expect(s.rectangle()).toBeUndefined());
    await expect(c.getByLabelText('API value')).toHaveTextContent(/^$/);
  },
};

/** The rectangle field's input in a form whose courts name court 4: drawn over that court's snapshot. */
const CourtForm = ({ field }: { field: NormalizedField }) => {
  const [value, setValue] = useState<RectangleText | null>(null);
  const [provider] = useState(() => dialogDataProvider({ snapshots: { '4': COURT_SVG } }));
  return (
    <StoryAdmin user={platformAdmin} dataProvider={provider}>
      <Box sx={{ p: 2, width: 640 }}>
        <RectangleInput
          id="field-overlay"
          field={field}
          value={value}
          onChange={setValue}
          values={{ courts: [{ id: '4', readminName: 'North Court 1' }] }}
        />
      </Box>
    </StoryAdmin>
  );
};

export const CourtBackground: Story = {
  name: "Over the form's court snapshot",
  args: { field: overlay },
  render: (args) => <CourtForm field={args.field} />,
  play: async ({ canvasElement }) => {
    const s = await stageIn(canvasElement);
    await waitFor(() => expect(s.pixel({ x: 40, y: 40 })).toEqual([46, 125, 50]));
  },
};
