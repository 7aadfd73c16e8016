/** A download the page started: the file name, the object URL of its bytes and, in a browser, its text. */
export interface StartedDownload {
  filename: string;
  href: string;
  /** The file's text, read before the page revokes its URL (only when asked: jsdom cannot fetch blob: URLs). */
  text?: Promise<string>;
}

/**
 * Watches the page's downloads (a click on an <a download>, as saveBlob makes): records each and stops
 * the browser from saving it, so stories and tests see what would be saved without leaving files behind.
 *
 * @example const downloads = watchDownloads(document); ...; expect(downloads.started[0].filename).toBe('manual.pdf'); downloads.stop();
 */
export const watchDownloads = (doc: Document, { read = false } = {}) => {
  const started: StartedDownload[] = [];
  const onClick = (e: MouseEvent) => {
    const link = e.target instanceof Element ? e.target.closest('a[download]') : null;
    if (!link || link.tagName !== 'A') return;
    e.preventDefault();
    const { download: filename, href } = link as HTMLAnchorElement;
    started.push({ filename, href, ...(read && { text: fetch(href).then((r) => r.text()) }) });
  };
  doc.addEventListener('click', onClick, true);
  return { started, stop: () => doc.removeEventListener('click', onClick, true) };
};

/** Focuses the page as a person's click does (a simulated click does not): the clipboard needs a focused page. */
export const focusPage = (element: Element) => element.ownerDocument.defaultView?.focus();
