// A test's PGlite database served over the Postgres wire protocol on
// 127.0.0.1, so a process that can only reach a database server (the
// functions on Deno, through npm:pg) runs on it when no Postgres is given.
//
// PGlite is a single session. A client holds it from its first message until
// PGlite reports it idle outside a transaction (ReadyForQuery 'I'); other
// clients, and the test's own queries, wait until then. So a transaction, or
// an extended-protocol batch (Parse, Bind, Execute, Sync), is never mixed with
// another client's. Session settings carry over from one client to the next,
// as through a transaction-mode pooler; the functions set nothing beyond a
// transaction (`set local`).
import { createServer, type AddressInfo, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/** Request codes a client sends before (or instead of) its startup message. */
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'

export interface PgliteWireServer {
  /** A connection URL for the served database (PGlite ignores the user and database names). */
  url: string;
  close(): Promise<void>;
}

export async function servePgliteOverTcp(pglite: PGlite): Promise<PgliteWireServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    new Connection(pglite, socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

type Message = { kind: 'forward'; bytes: Buffer } | { kind: 'ssl' } | { kind: 'cancel' } | { kind: 'terminate' };

class Connection {
  private pending = Buffer.alloc(0);
  /** Whether the startup message has been seen: every message after it starts with a type byte. */
  private typed = false;
  /** Set while this client holds the session; calling it lets the next one in. */
  private release: (() => void) | undefined;
  /** This client's messages, handled one batch after another in the order they came. */
  private turn: Promise<void> = Promise.resolve();

  constructor(
    private readonly pglite: PGlite,
    private readonly socket: Socket,
  ) {
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => socket.destroy());
    // A client gone mid-transaction must not leave the session held, nor its transaction open.
    socket.on('close', () => this.enqueue(() => this.letGo()));
  }

  private receive(chunk: Buffer): void {
    this.pending = Buffer.concat([this.pending, chunk]);
    const messages = this.completeMessages();
    if (messages.length > 0) this.enqueue(() => this.handle(messages));
  }

  private enqueue(work: () => Promise<void>): void {
    this.turn = this.turn.then(work).catch(async () => {
      this.socket.destroy();
      await this.letGo();
    });
  }

  /** The messages wholly received so far; a message split across packets waits for the rest. */
  private completeMessages(): Message[] {
    const messages: Message[] = [];
    for (;;) {
      const header = this.typed ? 5 : 8;
      if (this.pending.length < header) break;
      const length = this.typed ? 1 + this.pending.readInt32BE(1) : this.pending.readInt32BE(0);
      if (this.pending.length < length) break;
      const bytes = this.pending.subarray(0, length);
      this.pending = this.pending.subarray(length);
      messages.push(this.typed ? typedMessage(bytes) : this.untypedMessage(bytes));
    }
    return messages;
  }

  private untypedMessage(bytes: Buffer): Message {
    const code = bytes.readInt32BE(4);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) return { kind: 'ssl' };
    if (code === CANCEL_REQUEST) return { kind: 'cancel' };
    this.typed = true;
    return { kind: 'forward', bytes };
  }

  private async handle(messages: readonly Message[]): Promise<void> {
    let batch: Buffer[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const bytes = Buffer.concat(batch);
      batch = [];
      await this.run(bytes);
    };
    for (const message of messages) {
      if (message.kind === 'forward') {
        batch.push(message.bytes);
        continue;
      }
      await flush();
      // No TLS here: 'N' tells the client to go on in plain text.
      if (message.kind === 'ssl') this.socket.write('N');
      else {
        // A cancel request has nothing to cancel (a query runs to its end); Terminate is answered by closing.
        await this.letGo();
        this.socket.end();
        return;
      }
    }
    await flush();
  }

  private async run(bytes: Uint8Array): Promise<void> {
    await this.hold();
    const reply = await this.pglite.execProtocolRaw(bytes);
    if (this.socket.writable && reply.length > 0) this.socket.write(reply);
    if (readyStatus(reply) === IDLE) this.releaseSession();
  }

  private async hold(): Promise<void> {
    if (this.release) return;
    await new Promise<void>((held) => {
      void this.pglite.runExclusive(
        () =>
          new Promise<void>((release) => {
            this.release = release;
            held();
          }),
      );
    });
  }

  private releaseSession(): void {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  /** Ends whatever this client left open (a batch without Sync, a transaction) and lets the next client in. */
  private async letGo(): Promise<void> {
    if (!this.release) return;
    try {
      await this.pglite.execProtocolRaw(Buffer.concat([typed('S', Buffer.alloc(0)), typed('Q', Buffer.from('rollback\0'))]));
    } finally {
      this.releaseSession();
    }
  }
}

function typedMessage(bytes: Buffer): Message {
  return bytes[0] === TERMINATE ? { kind: 'terminate' } : { kind: 'forward', bytes };
}

function typed(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/** The status byte of the reply's last message when that is ReadyForQuery, else undefined (more is to come). */
function readyStatus(reply: Uint8Array): number | undefined {
  const view = Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength);
  let last = -1;
  for (let offset = 0; offset + 5 <= view.length; offset += 1 + view.readInt32BE(offset + 1)) last = offset;
  return last >= 0 && view[last] === READY_FOR_QUERY ? view[last + 5] : undefined;
}
