/** Page titles of spec 000 §1: the console says "administrator", every other page the plain product name. */
export const PRODUCT_TITLE = 'Readmin';
export const CONSOLE_TITLE = 'Readmin Administrator';
