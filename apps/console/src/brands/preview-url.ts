/** The member area's sign-in page on the brand's host, on the port this console page is served from. */
export function previewUrl(host: string, location: Pick<Location, 'protocol' | 'port'>): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${host}${port}/login`;
}
