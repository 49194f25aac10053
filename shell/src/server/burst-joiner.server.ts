// Joins the chunks a stream writer makes in one go (server rendering's writes) into one.
import { Transform, type TransformCallback } from 'node:stream';

/**
 * React writes a page in many small chunks (its 2 KB views, each script, each boundary). Passed
 * on one by one, each is a compressor flush and a socket write; this joins what React writes in one
 * go and passes it on when that burst is over (setImmediate). A page rendered in one pass becomes
 * one flush and one write, and what comes later (a Suspense boundary's content) still goes out as
 * soon as it is ready.
 */
export class BurstJoiner extends Transform {
  private pending: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.release();
      });
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    this.release();
    done();
  }

  private release(): void {
    if (this.pending.length === 0 || this.destroyed) return;
    const joined = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    this.push(joined);
  }
}
