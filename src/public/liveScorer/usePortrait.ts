import { useEffect, useState } from 'react';

const isPortrait = () => window.innerHeight > window.innerWidth;

/** Whether the window is taller than wide, following rotation and resizing. */
export const usePortrait = (): boolean => {
  const [portrait, setPortrait] = useState(isPortrait);
  useEffect(() => {
    const update = () => setPortrait(isPortrait());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return portrait;
};
