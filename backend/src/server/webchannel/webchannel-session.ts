// One WebChannel session (closure's BrowserChannel protocol, version 8, as the full Firestore SDK
// speaks it in browsers): a stream's responses become numbered arrays, written to the backchannel
// GET as length-prefixed chunks "<length>\n[[id,[message]],…]", the length counted in UTF-16 code
// units (the client slices responseText by it). Arrays stay queued until the client acknowledges
// them (the AID of its next request), so a backchannel that breaks loses nothing: the next one
// starts again after the last array the client received.
// Streaming (CI=0): the GET stays open and every array is written at once; a noop goes out first
// (the client takes a backchannel that sends nothing within two handshake round trips for a
// buffering proxy) and then every keep-alive period. Long polling (CI=1, forced or detected): the
// GET waits for something to send, writes it and ends; with nothing to say it ends with a noop at
// the long-polling timeout, since an empty response is an error to the client.

import type { ServerResponse } from 'node:http';
import { ApiError } from '../errors';

export type ChannelRpc = 'Listen' | 'Write';

/** What a session feeds messages to (a Listen or Write stream). */
export interface ChannelStream {
  handle(message: unknown): void;
  close(): void;
}

export interface SessionLimits {
  /** Noop interval on a streaming backchannel; also sent in the handshake (the client's timeout is 1.5×). */
  keepAliveMs: number;
  /** How long a long-polling GET waits when the client names no timeout. */
  longPollMs: number;
  /** Arrays not yet written to any backchannel, in characters; past it the session is dropped. */
  maxQueuedChars: number;
  /**
   * Arrays written but not yet acknowledged kept for a resend, in characters. A streaming client
   * acknowledges only with its next request, so older written arrays are let go past this.
   */
  replayChars: number;
}

interface Backchannel {
  res: ServerResponse;
  streaming: boolean;
  timer: NodeJS.Timeout | null;
}

interface QueuedArray {
  id: number;
  text: string;
}

export class WebChannelSession {
  readonly sid: string;
  readonly rpc: ChannelRpc;
  private readonly limits: SessionLimits;
  private readonly onClose: (session: WebChannelSession) => void;
  private stream: ChannelStream | null = null;
  /** Array 0 is the handshake's "c". */
  private nextArrayId = 1;
  private queue: QueuedArray[] = [];
  private queuedChars = 0;
  /** The last array written to a backchannel (the client may not have it yet). */
  private writtenThrough = 0;
  /** Written arrays up to this id were let go without an acknowledgement (see replayChars). */
  private droppedThrough = 0;
  private lastMapId = -1;
  private backchannel: Backchannel | null = null;
  /** A flush is due at the end of this turn of the event loop (see push). */
  private flushScheduled = false;
  /** When the session last had no backchannel (null while one is open); idle sessions are freed. */
  detachedSince: number | null = Date.now();
  private failed = false;
  closed = false;

  constructor(sid: string, rpc: ChannelRpc, limits: SessionLimits, onClose: (session: WebChannelSession) => void) {
    this.sid = sid;
    this.rpc = rpc;
    this.limits = limits;
    this.onClose = onClose;
  }

  setStream(stream: ChannelStream): void {
    this.stream = stream;
  }

  /** The handshake answer: session id, version 8, and the keep-alive period the client times out by. */
  handshakeArray(): string {
    return JSON.stringify([[0, ['c', this.sid, '', 8, 12, this.limits.keepAliveMs]]]);
  }

  /** [backchannel present, last array id sent, bytes outstanding]: the answer to a forward POST. */
  postAnswer(): string {
    return JSON.stringify([this.backchannel ? 1 : 0, this.nextArrayId - 1, 0]);
  }

  /** Maps from a forward-channel POST; retried POSTs repeat maps, which are taken once. */
  receive(maps: readonly { id: number; data: unknown }[]): void {
    for (const map of maps) {
      if (map.id <= this.lastMapId) continue;
      this.lastMapId = map.id;
      if (this.failed || this.closed || !this.stream) continue;
      this.stream.handle(map.data);
    }
  }

  send(message: unknown): void {
    if (this.closed || this.failed) return;
    this.push([message]);
  }

  /** Ends the stream with an error, in band as Firestore sends it; the client then closes. */
  fail(error: ApiError): void {
    if (this.closed || this.failed) return;
    this.push([error.toJSON()]);
    this.failed = true;
    this.stream?.close();
  }

  /** Queues one array: [message] for a stream's message, ["noop"] for a keep-alive. */
  private push(data: unknown[]): void {
    const id = this.nextArrayId++;
    const text = JSON.stringify([id, data]);
    this.queue.push({ id, text });
    this.queuedChars += text.length;
    if (this.queuedChars > this.limits.maxQueuedChars + this.limits.replayChars) {
      // The client reads nothing (a stalled tab): holding more would only grow the server.
      this.close();
      return;
    }
    this.scheduleFlush();
  }

  /**
   * Arrays pushed in one turn of the event loop (a commit's changes and its snapshot, or a burst of
   * commits announced together) go out as one chunk: a client parses each chunk on its own, and a
   * chunk per message costs a busy tab far more than the bytes.
   */
  private scheduleFlush(): void {
    if (this.flushScheduled || !this.backchannel) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  /** Drops what the client says it has (its AID). */
  private acknowledge(aid: number): void {
    let k = 0;
    while (k < this.queue.length && (this.queue[k] as QueuedArray).id <= aid) {
      this.queuedChars -= (this.queue[k] as QueuedArray).text.length;
      k++;
    }
    if (k > 0) this.queue.splice(0, k);
  }

  private flush(): void {
    const bc = this.backchannel;
    if (!bc || this.closed) return;
    // The queue is in id order: what is not yet written is its tail.
    let first = this.queue.length;
    while (first > 0 && (this.queue[first - 1] as QueuedArray).id > this.writtenThrough) first--;
    const pending = this.queue.slice(first);
    if (pending.length === 0) return;
    const text = `[${pending.map((a) => a.text).join(',')}]`;
    this.writtenThrough = (pending[pending.length - 1] as QueuedArray).id;
    bc.res.write(`${text.length}\n${text}`);
    while (this.queuedChars > this.limits.replayChars && this.queue.length > 0 && (this.queue[0] as QueuedArray).id <= this.writtenThrough) {
      const dropped = this.queue.shift() as QueuedArray;
      this.queuedChars -= dropped.text.length;
      this.droppedThrough = dropped.id;
    }
    if (!bc.streaming) this.endBackchannel();
  }

  /** A backchannel GET: resend everything after `aid`, then stream or long-poll. */
  attachBackchannel(res: ServerResponse, aid: number, streaming: boolean, longPollMs: number | null): void {
    this.endBackchannel();
    const lost = aid < this.droppedThrough;
    this.acknowledge(aid);
    this.writtenThrough = Math.max(aid, this.droppedThrough, 0);
    const bc: Backchannel = { res, streaming, timer: null };
    this.backchannel = bc;
    this.detachedSince = null;
    res.on('close', () => {
      if (this.backchannel === bc) this.detach();
    });
    if (this.closed) {
      this.endBackchannel();
      return;
    }
    if (lost) {
      // Arrays the client never got are gone: it must start the stream again (and resume).
      this.fail(new ApiError(503, 'UNAVAILABLE', 'The stream lost messages while the connection was down; reconnect to continue.'));
      return;
    }
    if (streaming) {
      if (this.queue.some((a) => a.id > this.writtenThrough)) this.flush();
      else this.push(['noop']);
      bc.timer = setInterval(() => this.push(['noop']), this.limits.keepAliveMs);
    } else if (this.queue.some((a) => a.id > this.writtenThrough)) {
      this.flush();
    } else {
      bc.timer = setTimeout(() => this.push(['noop']), longPollMs ?? this.limits.longPollMs);
    }
    bc.timer?.unref();
  }

  private detach(): void {
    const bc = this.backchannel;
    if (!bc) return;
    if (bc.timer) clearTimeout(bc.timer);
    this.backchannel = null;
    this.detachedSince = Date.now();
  }

  private endBackchannel(): void {
    const bc = this.backchannel;
    if (!bc) return;
    this.detach();
    bc.res.end();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stream?.close();
    this.endBackchannel();
    this.queue = [];
    this.queuedChars = 0;
    this.onClose(this);
  }
}
