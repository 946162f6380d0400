/**
 * Hands a file made on the phone (a QR image, a CSV export) to the browser's download, through
 * an object URL on a temporary link: every browser does this, and nothing leaves the phone.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
