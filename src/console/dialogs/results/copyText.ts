/**
 * Writes text to the clipboard; false when the browser refuses (no permission, no focus, an insecure
 * page), so the caller can show the text instead of claiming it was copied.
 */
export const copyText = async (
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> => {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};
