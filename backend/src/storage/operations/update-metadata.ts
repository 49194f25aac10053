// PATCH /v0/b/{bucket}/o/{name}: updateMetadata. The body holds the writable fields; a string
// sets one, null clears it (custom metadata: per key, or all with `metadata: null`). The rules
// decide "update" with request.resource = the object as it would be after the change.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { notFound } from '../errors';
import { readJsonObject, sendJson } from '../http-io';
import { parseWritableMetadata, patchedObject, toResource } from '../object-metadata';
import { authorize } from '../rules-gate';
import type { StorageContext } from './context';

export async function updateMetadata(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
  const caller = ctx.caller();
  const change = parseWritableMetadata(await readJsonObject(req, ctx.limits.maxMetadataBytes, 'metadata'), 'The metadata', { upload: false });
  const updated = await ctx.store.exclusive(ctx.bucket, name, async () => {
    const stored = ctx.store.get(ctx.bucket, name);
    const now = new Date();
    const next = stored === null ? null : patchedObject(stored, change, now);
    authorize(ctx.gate, caller, { method: 'update', bucket: ctx.bucket, name, resource: stored, newResource: next }, now);
    if (next === null) throw notFound(`Object ${name} does not exist.`);
    await ctx.store.writeMetadata(next);
    return next;
  });
  sendJson(res, 200, toResource(updated));
}
