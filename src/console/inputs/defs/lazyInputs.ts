import { lazy, type ComponentType } from 'react';
import type { FieldInputProps } from '../inputDef.ts';

type AnyInput = ComponentType<FieldInputProps<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
const named = <K extends string>(load: () => Promise<Record<K, unknown>>, name: K): AnyInput =>
  lazy(async () => ({ default: (await load())[name] as AnyInput }));

// The heavier inputs load when a dialog first shows one: most dialogs have none of them.
export const ReferenceInput = named(() => import('../picker/ReferenceInput.tsx'), 'ReferenceInput');
export const ReferencesInput = named(() => import('../picker/ReferenceInput.tsx'), 'ReferencesInput');
export const FileInput = named(() => import('../components/FileInput.tsx'), 'FileInput');
export const ImageInput = named(() => import('../components/FileInput.tsx'), 'ImageInput');
export const JsonInput = lazy(() => import('../components/JsonInput.tsx'));
export const RectangleInput = lazy(() => import('../components/RectangleInput.tsx'));
export const VideoRangeInput = lazy(() => import('../videoRange/VideoRangeInput.tsx'));
