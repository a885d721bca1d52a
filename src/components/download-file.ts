/** Saves a file through the browser's download. */
export function downloadFile(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a text as a file through the browser's download. */
export function downloadTextFile(name: string, text: string, type: string) {
  downloadFile(name, new Blob([text], { type }));
}
