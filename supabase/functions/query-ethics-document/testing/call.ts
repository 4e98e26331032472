// Calls a function handler as the server would, from a fresh client address
// each time so rate limits never interfere with a test.
export async function callHandler(
  handler: (req: Request) => Promise<Response>,
  name: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await handler(
    new Request(`http://localhost/functions/v1/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
