/** The ten recovery codes as a text file to keep (one a line), with a line saying what they are. */
export function recoveryCodesText(heading: string, codes: readonly string[]): string {
  return [heading, '', ...codes, ''].join('\n');
}

/** A data: URL the download link points at (no Blob URL to revoke, the text is tiny). */
export function recoveryCodesHref(text: string): string {
  return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}
