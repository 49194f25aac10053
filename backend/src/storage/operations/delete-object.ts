// DELETE /v0/b/{bucket}/o/{name}: deleteObject. The rules decide "delete" with the stored object
// as resource; an allowed delete of a missing object is a 404, as in Cloud Storage.
import type { ServerResponse } from 'node:http';
import { notFound } from '../errors';
import { sendEmpty } from '../http-io';
import { authorize } from '../rules-gate';
import type { StorageContext } from './context';

export async function deleteObject(ctx: StorageContext, res: ServerResponse, name: string): Promise<void> {
  const caller = ctx.caller();
  await ctx.store.exclusive(ctx.bucket, name, async () => {
    const stored = ctx.store.get(ctx.bucket, name);
    authorize(ctx.gate, caller, { method: 'delete', bucket: ctx.bucket, name, resource: stored }, new Date());
    if (stored === null) throw notFound(`Object ${name} does not exist.`);
    await ctx.store.delete(ctx.bucket, name);
  });
  sendEmpty(res, 204);
}
