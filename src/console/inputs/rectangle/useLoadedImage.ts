import { useEffect, useState } from 'react';

export type LoadedImage = { status: 'none' | 'loading' | 'failed'; image?: undefined } | { status: 'loaded'; image: HTMLImageElement };

/**
 * An image element once its bytes have loaded, for drawing on a canvas; 'failed' when they cannot be
 * loaded (spec 001 §8: the editor then says 'Failed to load texture' and draws the plain canvas).
 */
export const useLoadedImage = (url: string | null | undefined): LoadedImage => {
  const [state, setState] = useState<LoadedImage & { url?: string | null }>({ status: 'none' });
  useEffect(() => {
    if (!url) return;
    const image = new window.Image();
    let live = true;
    image.onload = () => live && setState({ status: 'loaded', image, url });
    image.onerror = () => live && setState({ status: 'failed', url });
    image.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  if (!url) return { status: 'none' };
  // A new URL is loading until its own answer arrives, never showing the previous image.
  return state.url === url ? state : { status: 'loading' };
};
