import type { FieldInputProps } from '../inputDef.ts';
import { useRectangleBackground } from '../rectangle/useRectangleBackground.ts';
import type { RectangleText } from '../rules/rectangleValue.ts';
import { RectangleEditor } from './RectangleEditor.tsx';

/** The input of every rectangle field: the rectangle editor, over the preview of the form's court when it has one. */
const RectangleInput = (props: FieldInputProps<RectangleText | null>) => (
  <RectangleEditor {...props} backgroundUrl={useRectangleBackground(props.values)} />
);

export default RectangleInput;
