// POST /v0/b/{bucket}/o?name=… with X-Goog-Upload-Protocol: multipart: what uploadBytes,
// uploadString and small uploadBytesResumable send (metadata JSON + content in one request).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest, tooLarge } from '../errors';
import { limitedBody, sendJson } from '../http-io';
import { multipartBoundary, readMultipartUpload } from '../multipart';
import { checkHeaderValue, parseWritableMetadata, toResource, type WritableMetadata } from '../object-metadata';
import { checkObjectName } from '../object-name';
import { checkUploadName, commitUpload } from './commit-upload';
import type { StorageContext } from './context';

const MAX_PART_HEADER_BYTES = 8 * 1024;

export async function multipartUpload(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
  const name = checkObjectName(query.get('name') ?? '');
  const boundary = multipartBoundary(req.headers['content-type']);
  const caller = ctx.caller();
  const { maxObjectBytes, maxMetadataBytes } = ctx.limits;
  const staging = await ctx.store.stage();
  try {
    let incoming: WritableMetadata = {};
    let mediaType: string | null = null;
    const body = limitedBody(req, maxObjectBytes + maxMetadataBytes + 4 * MAX_PART_HEADER_BYTES, 'multipart upload');
    await readMultipartUpload(
      body,
      boundary,
      { maxMetadataBytes, maxHeaderBytes: MAX_PART_HEADER_BYTES },
      (parts) => {
        let json: unknown;
        try {
          json = JSON.parse(parts.metadataText);
        } catch (e) {
          throw badRequest(`The upload's metadata part is not valid JSON: ${(e as Error).message}.`);
        }
        incoming = parseWritableMetadata(json, "The upload's metadata part", { upload: true });
        checkUploadName(incoming, name);
        mediaType = parts.mediaContentType === null ? null : checkHeaderValue('contentType', parts.mediaContentType, "The upload's file part");
      },
      async (chunk) => {
        if (staging.size + chunk.length > maxObjectBytes) throw tooLarge(`The file is larger than this server's limit of ${maxObjectBytes} bytes.`);
        await staging.write(chunk);
      },
    );
    const object = await commitUpload(ctx, { name, caller, incoming, fallbackContentType: mediaType, staging });
    sendJson(res, 200, toResource(object));
  } finally {
    await staging.discard();
  }
}
