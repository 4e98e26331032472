// The only Deno API the functions' entry points use. Declared here so the
// root TypeScript config (Node types) can check `index.ts` files; on Deno the
// real declaration applies.
declare namespace Deno {
  function serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}
