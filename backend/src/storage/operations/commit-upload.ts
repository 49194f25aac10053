// The end of every upload (multipart, or resumable finalize): check the checksum the client
// announced, decide create or update with the rules on the finished object, check that an image
// type is declared only for content that is one (content-sniff.ts), then commit it.
import type { Caller } from '../../server/auth';
import { contentMismatch } from '../content-sniff';
import { badRequest } from '../errors';
import { newObject, type StoredObject, type WritableMetadata } from '../object-metadata';
import type { Staging } from '../object-store';
import { authorize } from '../rules-gate';
import type { StorageContext } from './context';

export async function commitUpload(
  ctx: StorageContext,
  args: { name: string; caller: Caller; incoming: WritableMetadata; fallbackContentType: string | null; staging: Staging },
): Promise<StoredObject> {
  const digest = args.staging.digest();
  if (args.incoming.md5Hash !== undefined && args.incoming.md5Hash !== digest.md5Hash) {
    throw badRequest(`The content's MD5 is ${digest.md5Hash}, not the announced md5Hash ${args.incoming.md5Hash}: the upload was damaged on the way.`);
  }
  return ctx.store.exclusive(ctx.bucket, args.name, async () => {
    const existing = ctx.store.get(ctx.bucket, args.name);
    const now = new Date();
    const object = newObject({ bucket: ctx.bucket, name: args.name, digest, incoming: args.incoming, fallbackContentType: args.fallbackContentType, now });
    // Writing over an existing object is an update, as in Cloud Storage's rules.
    authorize(
      ctx.gate,
      args.caller,
      { method: existing === null ? 'create' : 'update', bucket: ctx.bucket, name: args.name, resource: existing, newResource: object },
      now,
    );
    // After the rules: a caller who may not write here learns nothing about what the content looked like.
    const mismatch = contentMismatch(object.contentType, args.staging.head(), object.contentEncoding);
    if (mismatch !== null) throw badRequest(mismatch);
    await ctx.store.commit(object, args.staging);
    return object;
  });
}

/** The metadata part or start body, checked against the name in the URL. */
export function checkUploadName(incoming: WritableMetadata, name: string): void {
  if (incoming.name !== undefined && incoming.name !== name) {
    throw badRequest(`The metadata names the object "${incoming.name}" but the URL names "${name}".`);
  }
}
