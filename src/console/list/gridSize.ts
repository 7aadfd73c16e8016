/** Spec 000 §2.14, §9: the grid card slider runs from 200 to 600 px, default 300. */
export const GRID_SIZE = { min: 200, max: 600, default: 300, step: 20 } as const;

/** Cards show thumbnails at 16:9. */
export const thumbnailHeight = (cardWidth: number): number => Math.round((cardWidth * 9) / 16);
