import { useState } from 'react';
import { Layer, Rect, Stage } from 'react-konva';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EncodingSpan } from './tabQueries.ts';

/** Spec 002 §2.10: the bar is 50 px high. */
export const BAR_HEIGHT = 50;

export interface EncodingTimelineBarProps {
  /** The bar's width on screen in pixels: the stream's whole window, start at the left. */
  width: number;
  spans: EncodingSpan[];
  /** The tooltip's lines for a span: process id, start, end and duration. */
  describe: (span: EncodingSpan) => string[];
}

/**
 * The timeline drawn with Konva: the stream's window as a grey bar, one blue rect per encoding process span
 * at its percentages. Hovering a span shows its tooltip under the pointer. Loaded lazily, only where a
 * canvas draws (never in jsdom): see EncodingTimelineTab.
 */
const EncodingTimelineBar = ({ width, spans, describe }: EncodingTimelineBarProps) => {
  const [hovered, setHovered] = useState<{ span: EncodingSpan; x: number } | null>(null);
  return (
    <Box sx={{ position: 'relative', width, height: BAR_HEIGHT }}>
      <Stage width={width} height={BAR_HEIGHT}>
        <Layer>
          <Rect x={0} y={0} width={width} height={BAR_HEIGHT} fill="#eeeeee" />
          {spans.map((span) => {
            const x = (span.startedPercentage / 100) * width;
            // A span too short to see still gets a pixel, so it can be found and hovered.
            const spanWidth = Math.max(1, ((span.endedPercentage - span.startedPercentage) / 100) * width);
            return (
              <Rect
                key={`${span.pid} ${span.startedAt}`}
                name={`span-${span.pid}`}
                x={x}
                y={0}
                width={spanWidth}
                height={BAR_HEIGHT}
                fill={hovered?.span === span ? '#1565c0' : '#1976d2'}
                stroke="#ffffff"
                strokeWidth={1}
                onMouseEnter={(e) => setHovered({ span, x: e.target.getStage()?.getPointerPosition()?.x ?? x })}
                onMouseMove={(e) => setHovered({ span, x: e.target.getStage()?.getPointerPosition()?.x ?? x })}
                onMouseLeave={() => setHovered(null)}
              />
            );
          })}
        </Layer>
      </Stage>
      {hovered && (
        <Paper
          role="tooltip"
          elevation={4}
          sx={{
            position: 'absolute',
            top: BAR_HEIGHT + 4,
            left: Math.min(hovered.x, Math.max(0, width - 240)),
            p: 1,
            zIndex: 1,
            pointerEvents: 'none',
            minWidth: 200,
          }}
        >
          {describe(hovered.span).map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
        </Paper>
      )}
    </Box>
  );
};

export default EncodingTimelineBar;
