// An error whose status and message are meant for the caller (4xx), as opposed
// to an unexpected failure, which is logged and answered generically.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
