/** Text made safe to place in an email's HTML part (names and links typed by users). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
