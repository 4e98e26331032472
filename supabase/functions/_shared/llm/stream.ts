// A model answer streamed to the visitor as it is written, still kept to our
// retrieval: text is passed on a whole sentence (or line) at a time, only
// once its figures are found in the material. The first sentence with a
// figure that is not stops the stream, and the caller sends its offline
// answer in place of what was shown.
import type { Database } from '../database.ts';
import { corsHeaders } from '../cors.ts';
import { estimatePromptTokens, promptTokenBound, streamChatCompletion, type FallbackReason, type TokenUsage } from './client.ts';
import type { LlmConfig } from './config.ts';
import { MaterialFigures, sentences } from './grounding-check.ts';
import { groundedMessages, hasAddress, missingFigures, ungroundedDetail, type GroundedPrompt } from './grounding.ts';
import { reserveUsage, settleUsage } from './usage.ts';

/** True when the caller asked for server-sent events. */
export function wantsEventStream(req: Request): boolean {
  return (req.headers.get('accept') ?? '').includes('text/event-stream');
}

/** A sentence ends at . ! or ? before white space; a line ends at a newline. '4.1%' and '€28,700.01' do not end one. */
const BOUNDARY = /[.!?](?=\s)|\n/g;

/** Text now safe to show ('' while a sentence is incomplete), or why the answer stops there. */
export type GateResult = { ready: string } | { stop: 'ungrounded-figure' | 'contains-address'; detail: string };

/**
 * Holds streamed text until a sentence is complete, then releases it when
 * every figure in it stands in the material beside the words it is used with
 * (the sentence released before it counts as its context) and it holds no
 * address.
 */
export class SentenceGate {
  private pending = '';
  private released = '';
  private readonly figures: MaterialFigures;

  /** `material` as the model was given it; `extraAllowed` texts whose figures may stand anywhere. */
  constructor(material: unknown, extraAllowed: readonly string[] = []) {
    this.figures = new MaterialFigures(material, extraAllowed);
  }

  push(delta: string): GateResult {
    this.pending += delta;
    let end = -1;
    for (const match of this.pending.matchAll(BOUNDARY)) end = match.index + match[0].length;
    if (end < 0) return { ready: '' };
    return this.release(end);
  }

  /** Whatever is left once the stream has ended. */
  flush(): GateResult {
    return this.release(this.pending.length);
  }

  private release(end: number): GateResult {
    const ready = this.pending.slice(0, end);
    const ungrounded = ungroundedDetail(ready, this.figures, lastSentence(this.released));
    if (ungrounded) return { stop: 'ungrounded-figure', detail: ungrounded };
    if (hasAddress(ready)) return { stop: 'contains-address', detail: 'The answer contains a web or e-mail address.' };
    this.pending = this.pending.slice(end);
    this.released += ready;
    return { ready };
  }
}

function lastSentence(text: string): string {
  return sentences(text).at(-1) ?? '';
}

export interface StreamRequest extends GroundedPrompt {
  textLayout: string;
  requiredFigures?: readonly string[];
  /** Texts whose figures the answer may use besides the material (our own framing, never the visitor's words). */
  extraAllowed?: readonly string[];
  purpose: string;
}

export type StreamOutcome = { ok: true; text: string; usage: TokenUsage } | { ok: false; reason: FallbackReason; detail: string };

/**
 * Streams a grounded plain-text answer, giving `send` each released piece.
 * Never throws; on a fallback the caller replaces what was sent.
 */
export async function streamGrounded(
  db: Database,
  config: LlmConfig,
  request: StreamRequest,
  send: (text: string) => void,
  cancelled?: AbortSignal,
): Promise<StreamOutcome> {
  try {
    const messages = groundedMessages(request);
    const estimated = estimatePromptTokens(messages);
    if (estimated > config.maxInputTokens) {
      return {
        ok: false,
        reason: 'input-too-large',
        detail: `About ${estimated} prompt tokens, over the limit of ${config.maxInputTokens}.`,
      };
    }
    const reservation = await reserveUsage(db, config, promptTokenBound(messages));
    if (!reservation) return { ok: false, reason: 'budget', detail: 'The daily model budget is used up.' };
    const gate = new SentenceGate(request.material, request.extraAllowed);
    let stopDetail = '';
    const stopOn = (result: GateResult): FallbackReason | undefined => {
      if ('stop' in result) {
        stopDetail = result.detail;
        return result.stop;
      }
      if (result.ready) send(result.ready);
      return undefined;
    };
    const result = await streamChatCompletion(config, messages, (delta) => stopOn(gate.push(delta)), cancelled);
    await settleUsage(db, config, reservation, result.usage);
    if (!result.ok) return { ok: false, reason: result.reason, detail: stopDetail || result.detail };
    const last = stopOn(gate.flush());
    if (last) return { ok: false, reason: last, detail: stopDetail };
    const missing = missingFigures(result.text, request.requiredFigures ?? []);
    if (missing.length > 0) return { ok: false, reason: 'missing-figure', detail: `Headline figures left out: ${missing.join(', ')}.` };
    return { ok: true, text: result.text, usage: result.usage };
  } catch (error) {
    return { ok: false, reason: 'provider-error', detail: `Unexpected failure: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export type SendEvent = (event: string, data: unknown) => void;

/**
 * A server-sent event response: `run` sends events, and the stream closes
 * when it returns. `cancelled` is aborted when the visitor goes away.
 */
export function eventStreamResponse(run: (send: SendEvent, cancelled: AbortSignal) => Promise<void>): Response {
  const encoder = new TextEncoder();
  const gone = new AbortController();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      // Once the visitor has gone, later events are dropped.
      const send: SendEvent = (event, data) => {
        if (!gone.signal.aborted) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      };
      try {
        await run(send, gone.signal);
      } catch (error) {
        console.error('[llm] event stream failed:', error);
        send('error', { error: 'Something went wrong on our side. Please try again later.' });
      }
      if (!gone.signal.aborted) controller.close();
    },
    cancel() {
      gone.abort();
    },
  });
  return new Response(body, {
    headers: { ...corsHeaders, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
}
