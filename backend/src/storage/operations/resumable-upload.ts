// The resumable upload protocol as the SDK's uploadBytesResumable speaks it (files over 256 KiB):
//   start     POST /v0/b/{bucket}/o?name=…  X-Goog-Upload-Protocol: resumable,
//             X-Goog-Upload-Command: start, X-Goog-Upload-Header-Content-Length/-Type, JSON metadata
//             → 200, X-Goog-Upload-Status: active, X-Goog-Upload-URL: <session URL>
//   upload    POST <session URL>  X-Goog-Upload-Command: upload | upload, finalize | finalize,
//             X-Goog-Upload-Offset: bytes already sent → 200, X-Goog-Upload-Status: active, or
//             final with the object's metadata once finalized
//   query     POST <session URL>  X-Goog-Upload-Command: query
//             → 200, X-Goog-Upload-Status, X-Goog-Upload-Size-Received (how the SDK resumes)
//   cancel    POST <session URL>  X-Goog-Upload-Command: cancel
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StorageApiError, badRequest, notFound, tooLarge } from '../errors';
import { declaredLength, limitedBody, readJsonObject, sendEmpty, sendJson } from '../http-io';
import { checkHeaderValue, parseWritableMetadata, toResource } from '../object-metadata';
import { checkObjectName } from '../object-name';
import type { UploadSession } from '../upload-sessions';
import { checkUploadName, commitUpload } from './commit-upload';
import type { StorageContext } from './context';

/** Cloud Storage's chunk granularity; the SDK's chunks are multiples of it. */
const CHUNK_GRANULARITY = 256 * 1024;

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(',') : v;
}

function byteCount(raw: string | undefined, what: string): number | null {
  if (raw === undefined) return null;
  if (!/^[0-9]{1,16}$/.test(raw.trim())) throw badRequest(`${what} "${raw}" is not a byte count.`);
  const n = Number(raw.trim());
  if (!Number.isSafeInteger(n)) throw badRequest(`${what} "${raw}" is not a byte count.`);
  return n;
}

export async function startResumableUpload(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
  const command = header(req, 'x-goog-upload-command')?.trim().toLowerCase();
  if (command !== 'start') throw badRequest('A resumable upload begins with X-Goog-Upload-Command: start.');
  const name = checkObjectName(query.get('name') ?? '');
  const caller = ctx.caller();
  const declaredSize = byteCount(header(req, 'x-goog-upload-header-content-length'), 'X-Goog-Upload-Header-Content-Length');
  if (declaredSize !== null && declaredSize > ctx.limits.maxObjectBytes) {
    throw tooLarge(`The file (${declaredSize} bytes) is larger than this server's limit of ${ctx.limits.maxObjectBytes} bytes.`);
  }
  const rawType = header(req, 'x-goog-upload-header-content-type');
  const declaredType = rawType === undefined ? null : checkHeaderValue('contentType', rawType, 'X-Goog-Upload-Header-Content-Type');
  const incoming = parseWritableMetadata(await readJsonObject(req, ctx.limits.maxMetadataBytes, 'upload metadata'), 'The upload metadata', { upload: true });
  checkUploadName(incoming, name);
  if (ctx.uploads.activeCount >= ctx.uploads.limit) {
    // 429: the SDK retries later, which is right once other uploads have finished.
    throw new StorageApiError(429, `Too many resumable uploads in progress (${ctx.uploads.limit}); finish or cancel some first.`);
  }
  const staging = await ctx.store.stage();
  const session = ctx.uploads.create({ bucket: ctx.bucket, name, caller, metadata: incoming, declaredSize, declaredType, staging });
  const url = `${ctx.origin}/v0/b/${encodeURIComponent(ctx.bucket)}/o?name=${encodeURIComponent(name)}&upload_id=${session.id}&upload_protocol=resumable`;
  sendEmpty(res, 200, {
    'X-Goog-Upload-Status': 'active',
    'X-Goog-Upload-URL': url,
    'X-Goog-Upload-Chunk-Granularity': String(CHUNK_GRANULARITY),
    'X-GUploader-UploadID': session.id,
  });
}

const COMMAND_SETS = ['query', 'cancel', 'upload', 'finalize', 'upload,finalize'];

export async function continueResumableUpload(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
  const id = query.get('upload_id') ?? '';
  const session = ctx.uploads.get(id);
  if (session === undefined || session.bucket !== ctx.bucket) {
    throw notFound('This upload session does not exist (it expired, was cancelled, or the server restarted): start the upload again.');
  }
  const commands = (header(req, 'x-goog-upload-command') ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '');
  const normalized = commands.length === 2 && commands.includes('upload') && commands.includes('finalize') ? 'upload,finalize' : commands.join(',');
  if (!COMMAND_SETS.includes(normalized)) {
    throw badRequest(`X-Goog-Upload-Command must be query, cancel, upload, finalize or "upload, finalize"; got "${commands.join(', ')}".`);
  }
  const status = (s: UploadSession): Record<string, string> => ({ 'X-Goog-Upload-Status': s.state, 'X-Goog-Upload-Size-Received': String(s.staging.size) });

  if (commands.includes('query')) {
    await emptyBody(req);
    sendEmpty(res, 200, status(session));
    return;
  }
  if (commands.includes('cancel')) {
    await emptyBody(req);
    await ctx.uploads.remove(session.id);
    sendEmpty(res, 200, { 'X-Goog-Upload-Status': 'cancelled' });
    return;
  }
  if (session.state === 'final') {
    if (commands.includes('finalize') && session.outcome !== undefined) {
      sendJson(res, session.outcome.status, session.outcome.body, { 'X-Goog-Upload-Status': 'final' });
      return;
    }
    throw badRequest('This upload is already finalized.', { 'X-Goog-Upload-Status': 'final' });
  }
  if (session.busy) throw badRequest('Another request is uploading to this session right now.', status(session));
  session.busy = true;
  try {
    if (commands.includes('upload')) await receiveChunk(ctx, session, req);
    else await emptyBody(req);
    if (!commands.includes('finalize')) {
      sendEmpty(res, 200, status(session));
      return;
    }
    await finalize(ctx, session);
    const outcome = session.outcome as { status: number; body: unknown };
    sendJson(res, outcome.status, outcome.body, { 'X-Goog-Upload-Status': 'final' });
  } finally {
    session.busy = false;
  }
}

async function receiveChunk(ctx: StorageContext, session: UploadSession, req: IncomingMessage): Promise<void> {
  const received = session.staging.size;
  const offset = byteCount(header(req, 'x-goog-upload-offset'), 'X-Goog-Upload-Offset');
  const active = { 'X-Goog-Upload-Status': 'active', 'X-Goog-Upload-Size-Received': String(received) };
  if (offset === null) throw badRequest('An upload chunk needs X-Goog-Upload-Offset.', active);
  if (offset !== received) {
    throw badRequest(`X-Goog-Upload-Offset is ${offset} but ${received} bytes have been received: query the upload and continue from there.`, active);
  }
  const limit = session.declaredSize ?? ctx.limits.maxObjectBytes;
  const limitText = `${session.declaredSize === null ? "this server's limit" : 'its announced size'} of ${limit} bytes`;
  const length = declaredLength(req);
  if (length !== null && received + length > limit)
    throw tooLarge(`This chunk would bring the upload to ${received + length} bytes, over ${limitText}.`, active);
  for await (const chunk of limitedBody(req, limit - received, 'upload', `${limitText} with this chunk`)) await session.staging.write(chunk);
}

/** Commits the upload; whatever the outcome, the session is final and repeats it. */
async function finalize(ctx: StorageContext, session: UploadSession): Promise<void> {
  session.state = 'final';
  try {
    if (session.declaredSize !== null && session.staging.size !== session.declaredSize) {
      throw badRequest(`The upload was finalized after ${session.staging.size} bytes, but its start announced ${session.declaredSize}.`);
    }
    const object = await commitUpload(ctx, {
      name: session.name,
      caller: session.caller,
      incoming: session.metadata,
      fallbackContentType: session.declaredType,
      staging: session.staging,
    });
    session.outcome = { status: 200, body: toResource(object) };
  } catch (e) {
    if (!(e instanceof StorageApiError)) throw e;
    session.outcome = { status: e.httpStatus, body: e.toJSON() };
  } finally {
    await session.staging.discard();
  }
}

/** Query, cancel and a bare finalize carry no content. */
async function emptyBody(req: IncomingMessage): Promise<void> {
  for await (const chunk of limitedBody(req, 0, 'body of this command')) void chunk;
}
