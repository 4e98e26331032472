// The origin visitors use to reach us, for absolute URLs in /config.json and
// the CSP. PUBLIC_URL wins; behind our own proxy the forwarded headers are
// believed; otherwise the Host header of the request.
export function requestOrigin(req: Request, publicUrl: string | undefined, trustProxy: boolean): string {
  if (publicUrl) return publicUrl;
  const url = new URL(req.url);
  const headers = req.headers;
  const proto = (trustProxy && headers.get('x-forwarded-proto')?.split(',')[0]?.trim()) || url.protocol.replace(':', '');
  const host = (trustProxy && headers.get('x-forwarded-host')?.split(',')[0]?.trim()) || headers.get('host') || url.host;
  return `${proto}://${host}`;
}
