import type { ShownAnswer } from './handleAnswer.ts';
import { ImageResult } from './ImageResult.tsx';
import { StructuredResult } from './StructuredResult.tsx';
import { UrlResult } from './UrlResult.tsx';
import { ValueResult } from './ValueResult.tsx';

/** An answer the dialog shows, by its kind. */
export const ResultView = ({ shown }: { shown: ShownAnswer }) => {
  switch (shown.kind) {
    case 'value':
      if (shown.data) return <StructuredResult label={shown.label} data={shown.data} recordType={shown.recordType} />;
      return <ValueResult label={shown.label} text={shown.text} copiedMessage={shown.copiedMessage} note={shown.note} />;
    case 'image':
      return <ImageResult file={shown} />;
    case 'url':
      return <UrlResult url={shown.url} />;
  }
};
