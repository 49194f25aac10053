// GET /v0/b/{bucket}/o?prefix=&delimiter=/&pageToken=&maxResults=: list and listAll. With the
// delimiter, names below a further "/" collapse into `prefixes` (folders); items and prefixes
// are paged together in name order, at most maxResults (1-1000, default 1000) per page, as in
// Cloud Storage. The rules decide "list" on the prefix without its trailing slash.
import type { ServerResponse } from 'node:http';
import { badRequest } from '../errors';
import { sendJson } from '../http-io';
import { checkListPrefix } from '../object-name';
import { compareNames } from '../object-store';
import { authorize } from '../rules-gate';
import type { StorageContext } from './context';

const MAX_RESULTS = 1000;

function pageTokenName(token: string | null): string | null {
  if (token === null || token === '') return null;
  if (!/^[A-Za-z0-9_-]+$/.test(token)) throw badRequest('pageToken is not a token this server issued.');
  return Buffer.from(token, 'base64url').toString('utf8');
}

export async function listObjects(ctx: StorageContext, res: ServerResponse, query: URLSearchParams): Promise<void> {
  const prefix = query.get('prefix') ?? '';
  const folder = checkListPrefix(prefix);
  const delimiter = query.get('delimiter') ?? '';
  if (delimiter !== '' && delimiter !== '/') throw badRequest(`delimiter must be "/" (or absent), not "${delimiter}".`);
  const rawMax = query.get('maxResults');
  if (rawMax !== null && (!/^[0-9]{1,4}$/.test(rawMax) || Number(rawMax) < 1 || Number(rawMax) > MAX_RESULTS)) {
    throw badRequest(`maxResults must be a whole number from 1 to ${MAX_RESULTS}, not "${rawMax}".`);
  }
  const maxResults = rawMax === null ? MAX_RESULTS : Number(rawMax);
  const after = pageTokenName(query.get('pageToken'));
  authorize(ctx.gate, ctx.caller(), { method: 'list', bucket: ctx.bucket, name: folder, resource: null }, new Date());

  const entries: { key: string; folder: boolean }[] = [];
  const folders = new Set<string>();
  for (const o of ctx.store.list(ctx.bucket, prefix)) {
    const slash = delimiter === '' ? -1 : o.name.indexOf('/', prefix.length);
    if (slash < 0) entries.push({ key: o.name, folder: false });
    else folders.add(o.name.slice(0, slash + 1));
  }
  for (const f of folders) entries.push({ key: f, folder: true });
  entries.sort((a, b) => compareNames(a.key, b.key));
  const remaining = after === null ? entries : entries.filter((e) => compareNames(e.key, after) > 0);
  const page = remaining.slice(0, maxResults);
  const body: Record<string, unknown> = {
    prefixes: page.filter((e) => e.folder).map((e) => e.key),
    items: page.filter((e) => !e.folder).map((e) => ({ name: e.key, bucket: ctx.bucket })),
  };
  if (remaining.length > maxResults) body['nextPageToken'] = Buffer.from((page[page.length - 1] as { key: string }).key, 'utf8').toString('base64url');
  sendJson(res, 200, body);
}
