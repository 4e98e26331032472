import { describe, expect, it } from 'vitest';
import { readEventStream } from './invoke-function-stream';

function streamOf(chunks: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

describe('readEventStream', () => {
  it('passes each delta on as it comes, across chunk boundaries, and answers with the done event', async () => {
    const texts: string[] = [];
    const answer = await readEventStream<{ guidance: string }>(
      streamOf([
        'event: delta\ndata: {"text":"The standard rate ',
        'is 23%. "}\n\nevent: delta\ndata: {"text":"More."}\n\n',
        'event: done\ndata: {"guidance":"whole answer"}\n\n',
      ]),
      (text) => texts.push(text),
    );
    expect(texts).toEqual(['The standard rate is 23%. ', 'More.']);
    expect(answer).toEqual({ guidance: 'whole answer' });
  });

  it('fails clearly when the stream ends without its answer', async () => {
    await expect(readEventStream(streamOf(['event: delta\ndata: {"text":"Half"}\n\n']), () => {})).rejects.toThrow(
      /stopped before it was complete/,
    );
  });
});
