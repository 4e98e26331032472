// A function call whose answer may arrive as it is written: the function
// streams server-sent events (`delta` events with text, then one `done` event
// with the whole answer) when a language model writes it, and answers with
// plain JSON otherwise. Either way the caller gets the whole answer; the
// deltas go to `onText` meanwhile.
import { FunctionCallError, invokeFunction } from './invoke-function';

export async function invokeFunctionStream<Result>(name: string, body: unknown, onText: (text: string) => void): Promise<Result> {
  const data = await invokeFunction<unknown>(name, body, { headers: { accept: 'text/event-stream' } });
  if (!(data instanceof Response)) return data as Result;
  return readEventStream<Result>(data, onText);
}

/** Reads `event:` / `data:` blocks until the `done` event, passing `delta` text on. */
export async function readEventStream<Result>(response: Response, onText: (text: string) => void): Promise<Result> {
  if (!response.body) throw new FunctionCallError('The answer arrived empty.');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += value;
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const event = /^event: *(.*)$/m.exec(block)?.[1]?.trim() ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (!data) continue;
      const payload = JSON.parse(data) as unknown;
      if (event === 'done') {
        await reader.cancel().catch(() => undefined);
        return payload as Result;
      }
      if (event === 'delta' && typeof (payload as { text?: unknown }).text === 'string') onText((payload as { text: string }).text);
    }
  }
  throw new FunctionCallError('The answer stopped before it was complete. Please try again.');
}
