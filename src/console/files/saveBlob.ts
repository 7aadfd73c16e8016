/**
 * Saves bytes as a file through a temporary object URL and <a download>: files that arrive in a GraphQL
 * answer (an operation's base64 file) are not at a URL the browser could follow.
 */
export const saveBlob = (blob: Blob, filename: string, doc: Document = document): void => {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
