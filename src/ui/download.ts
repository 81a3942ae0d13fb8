/** Saves text as a file the browser downloads (an export, a CSV of failed rows). */
export function downloadText(filename: string, text: string, type: string): void {
  downloadBlob(filename, new Blob([text], { type }));
}

/** Saves a blob (a PDF) as a file the browser downloads. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled, or Chromium may cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
