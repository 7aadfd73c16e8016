import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { Image as KonvaImage, Layer, Rect, Stage, Transformer } from 'react-konva';
import { fitRectangle, rectangleBetween, type CanvasSize, type Point } from '../rules/rectangleGeometry.ts';
import type { Rectangle } from '../rules/rectangleValue.ts';

export interface RectangleStageProps {
  canvas: CanvasSize;
  /** The stage's width on screen in pixels; its height follows the canvas's aspect ratio. */
  width: number;
  /** The rectangle to show (null: none set, or the typed value is invalid). */
  rectangle: Rectangle | null;
  /** In edit mode the user drags out a new rectangle, or moves and resizes the one shown. */
  editing: boolean;
  background?: HTMLImageElement;
  onChange: (rectangle: Rectangle) => void;
}

const COLOR = '#1976d2';

/**
 * The canvas drawn with Konva, scaled to fit: every shape works in canvas units (the Stage carries the
 * scale), so what a drag leaves is a canvas rectangle that only needs rounding and clamping. Loaded
 * lazily, only where a canvas can draw (never in jsdom): see RectangleEditor.
 */
const RectangleStage = ({ canvas, width, rectangle, editing, background, onChange }: RectangleStageProps) => {
  const scale = width / canvas.width;
  const height = canvas.height * scale;
  const rectRef = useRef<Konva.Rect>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const [draft, setDraft] = useState<{ from: Point; to: Point } | null>(null);
  const drawing = editing && !rectangle;

  // The transformer's handles follow the rectangle while editing.
  useEffect(() => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    transformer.nodes(editing && rectRef.current ? [rectRef.current] : []);
    transformer.getLayer()?.batchDraw();
  }, [editing, rectangle]);

  const pointer = (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>): Point | null => e.target.getStage()?.getRelativePointerPosition() ?? null;
  const finishDraft = () => {
    if (!draft) return;
    setDraft(null);
    const drawn = rectangleBetween(draft.from, draft.to, canvas);
    if (drawn) onChange(drawn);
  };
  // A drag or resize may end on fractions, or on the value the props already hold: the node is set to the
  // committed whole numbers here, as react-konva only re-applies props that changed.
  const commit = (node: Konva.Rect) => {
    const fitted = fitRectangle({ x: node.x(), y: node.y(), width: node.width() * node.scaleX(), height: node.height() * node.scaleY() }, canvas);
    node.setAttrs({ ...fitted, scaleX: 1, scaleY: 1 });
    onChange(fitted);
  };
  const shown = draft ? rectangleBetween(draft.from, draft.to, canvas) : rectangle;

  return (
    <Stage
      width={width}
      height={height}
      scaleX={scale}
      scaleY={scale}
      style={{ cursor: drawing ? 'crosshair' : undefined }}
      onMouseDown={(e) => {
        const at = drawing ? pointer(e) : null;
        if (at) setDraft({ from: at, to: at });
      }}
      onMouseMove={(e) => {
        const at = draft ? pointer(e) : null;
        if (at) setDraft((d) => d && { ...d, to: at });
      }}
      onMouseUp={finishDraft}
      onMouseLeave={finishDraft}
    >
      <Layer>
        <Rect name="canvas" width={canvas.width} height={canvas.height} fill="#eeeeee" />
        {background && <KonvaImage name="background" image={background} width={canvas.width} height={canvas.height} listening={false} />}
        {shown && (
          <Rect
            ref={rectRef}
            name="rectangle"
            {...shown}
            fill="rgba(25, 118, 210, 0.2)"
            stroke={COLOR}
            strokeWidth={2}
            strokeScaleEnabled={false}
            draggable={editing && !draft}
            onDragMove={(e) => {
              // Kept inside the canvas while it moves, not only when dropped.
              const node = e.target;
              node.x(Math.min(Math.max(node.x(), 0), canvas.width - node.width() * node.scaleX()));
              node.y(Math.min(Math.max(node.y(), 0), canvas.height - node.height() * node.scaleY()));
            }}
            onDragEnd={(e) => commit(e.target as Konva.Rect)}
            onTransformEnd={(e) => commit(e.target as Konva.Rect)}
          />
        )}
        <Transformer
          ref={transformerRef}
          rotateEnabled={false}
          flipEnabled={false}
          keepRatio={false}
          ignoreStroke
          borderStroke={COLOR}
          anchorStroke={COLOR}
          // Boxes are in stage pixels: a resize stops at the canvas's edges and at one canvas unit.
          boundBoxFunc={(before, after) =>
            after.x < -0.5 ||
            after.y < -0.5 ||
            after.x + after.width > width + 0.5 ||
            after.y + after.height > height + 0.5 ||
            after.width < scale ||
            after.height < scale
              ? before
              : after
          }
        />
      </Layer>
    </Stage>
  );
};

export default RectangleStage;
