// PATCH /v0/b/{bucket}/o/{name}: updateMetadata. The body holds the writable fields; a string
// sets one, null clears it (custom metadata: per key, or all with `metadata: null`). The rules
// decide "update" with request.resource = the object as it would be after the change; a new
// content type must fit the stored content (content-sniff.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentMismatch, SNIFF_BYTES } from '../content-sniff';
import { badRequest, notFound } from '../errors';
import { readJsonObject, sendJson } from '../http-io';
import { parseWritableMetadata, patchedObject, type StoredObject, toResource } from '../object-metadata';
import { authorize } from '../rules-gate';
import type { StorageContext } from './context';

/** The first SNIFF_BYTES bytes of the stored content. */
async function leadingBytes(ctx: StorageContext, object: StoredObject): Promise<Buffer> {
  if (object.size === 0) return Buffer.alloc(0);
  const stream = await ctx.store.read(object, 0, Math.min(object.size, SNIFF_BYTES) - 1);
  if (stream === null) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export async function updateMetadata(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
  const caller = ctx.caller();
  const change = parseWritableMetadata(await readJsonObject(req, ctx.limits.maxMetadataBytes, 'metadata'), 'The metadata', { upload: false });
  const updated = await ctx.store.exclusive(ctx.bucket, name, async () => {
    const stored = ctx.store.get(ctx.bucket, name);
    const now = new Date();
    const next = stored === null ? null : patchedObject(stored, change, now);
    authorize(ctx.gate, caller, { method: 'update', bucket: ctx.bucket, name, resource: stored, newResource: next }, now);
    if (stored === null || next === null) throw notFound(`Object ${name} does not exist.`);
    // A new type (or encoding) must fit the stored content as an upload's must.
    if (next.contentType !== stored.contentType || next.contentEncoding !== stored.contentEncoding) {
      const mismatch = contentMismatch(next.contentType, await leadingBytes(ctx, stored), next.contentEncoding);
      if (mismatch !== null) throw badRequest(mismatch);
    }
    await ctx.store.writeMetadata(next);
    return next;
  });
  sendJson(res, 200, toResource(updated));
}
