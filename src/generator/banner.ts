export const BANNER = 'Generated from metadata/ by npm run generate. Do not edit.';
