// The HTTP face of the Hosting API simulator: `/v1beta1/…` paths as the API reference writes them
// (each `sites/SITE_ID/…` path also under `projects/PROJECT/`, as Google's generated client and
// firebase-tools call them), the upload endpoint that populateFiles' `uploadUrl` names, and
// Google's error body `{"error": {"code", "message", "status"}}`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, invalidArgument, notFound, permissionDenied, unauthenticated } from '../server/errors';
import { LIVE, type ActingUser, type HostingModel, type Page } from './model';

export interface RouterOptions {
  model: HostingModel;
  /** Bearer tokens accepted; firebase-tools sends `owner` to an http:// API origin, as to the emulators. */
  tokens: ReadonlySet<string>;
  openSite: (siteId: string) => Promise<string>;
  openChannel: (siteId: string, channelId: string) => Promise<string>;
  closeChannel: (siteId: string, channelId: string) => Promise<void>;
  maxJsonBytes?: number;
  maxUploadBytes?: number;
}

// Google's own wording for a request without a usable credential.
const NO_CREDENTIAL =
  'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';
const BAD_CREDENTIAL =
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = `${JSON.stringify(body, null, 2)}\n`;
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

async function readBody(req: IncomingMessage, max: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) throw new ApiError(413, 'INVALID_ARGUMENT', `The ${what} is larger than the simulator's limit of ${max} bytes.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function readJson(req: IncomingMessage, max: number): Promise<Record<string, unknown>> {
  const text = (await readBody(req, max, 'request body')).toString('utf8');
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw invalidArgument(`Invalid JSON payload received. ${(e as Error).message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw invalidArgument('Invalid JSON payload received: the body must be a JSON object.');
  return parsed as Record<string, unknown>;
}

function pageJson(key: string, result: Page<Record<string, unknown>>): Record<string, unknown> {
  return { ...(result.items.length ? { [key]: result.items } : {}), ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}) };
}

const int = (value: string | null): number | undefined => (value === null || value === '' ? undefined : Number(value));

export function createApiRouter(options: RouterOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { model } = options;
  const maxJson = options.maxJsonBytes ?? 32 * 1024 * 1024;
  const maxUpload = options.maxUploadBytes ?? 256 * 1024 * 1024;

  function authenticate(req: IncomingMessage, query: URLSearchParams): ActingUser {
    const header = req.headers.authorization;
    const token = header ? /^Bearer\s+(.+)$/i.exec(header)?.[1] : (query.get('access_token') ?? undefined);
    if (token === undefined || token === '') throw unauthenticated(NO_CREDENTIAL);
    if (!options.tokens.has(token)) throw unauthenticated(BAD_CREDENTIAL);
    return { email: token === 'owner' ? 'owner@hosting-simulator.local' : 'deployer@hosting-simulator.local' };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const method = req.method ?? 'GET';
    const query = url.searchParams;
    if (url.pathname === '/healthz') return send(res, 200, { status: 'ok', project: model.options.projectId });

    const upload = /^\/upload\/sites\/([^/]+)\/versions\/([^/]+)\/files\/([^/]+)$/.exec(url.pathname);
    if (upload) {
      if (method !== 'POST') throw notFound(`${method} is not an upload: POST the gzipped file to the upload URL.`);
      authenticate(req, query);
      const body = await readBody(req, maxUpload, 'file');
      model.upload(upload[1] as string, upload[2] as string, upload[3] as string, body);
      res.writeHead(200, { 'content-length': '0' }).end();
      return;
    }

    const api = /^\/v1beta1\/(.+)$/.exec(url.pathname);
    if (!api) throw notFound(`${url.pathname} is not a Firebase Hosting API path (they start with /v1beta1/).`);
    const user = authenticate(req, query);
    let rest = decodeURIComponent(api[1] as string);
    const project = /^projects\/([^/]+)\/(.+)$/.exec(rest);
    let projectGiven = false;
    if (project) {
      if (!model.isProject(project[1] as string))
        throw permissionDenied(`The caller does not have permission: project "${project[1]}" is not this simulator's (${model.options.projectId}).`);
      rest = project[2] as string;
      projectGiven = true;
    }
    const json = () => readJson(req, maxJson);
    const mask = query.get('updateMask') ?? query.get('update_mask');
    let m: RegExpExecArray | null;

    if (projectGiven && (m = /^operations\/([^/]+)$/.exec(rest)) && method === 'GET') {
      return send(res, 200, model.getOperation(`projects/${model.options.projectId}/operations/${m[1]}`));
    }
    if (projectGiven && rest === 'sites') {
      if (method === 'GET') return send(res, 200, pageJson('sites', model.listSites(int(query.get('pageSize')), query.get('pageToken') ?? undefined)));
      if (method === 'POST') {
        const site = await model.createSite(query.get('siteId'), await json(), options.openSite, { validateOnly: query.get('validateOnly') === 'true' });
        return send(res, 200, site);
      }
    }
    if ((m = /^sites\/([^/]+)$/.exec(rest)) && method === 'GET') return send(res, 200, model.getSite(m[1] as string));
    if ((m = /^sites\/([^/]+)\/versions$/.exec(rest))) {
      const site = m[1] as string;
      if (method === 'POST') return send(res, 200, model.createVersion(site, await json(), user));
      if (method === 'GET')
        return send(
          res,
          200,
          pageJson(
            'versions',
            model.listVersions(site, {
              pageSize: int(query.get('pageSize')),
              pageToken: query.get('pageToken') ?? undefined,
              filter: query.get('filter') ?? undefined,
            }),
          ),
        );
    }
    if ((m = /^sites\/([^/]+)\/versions:clone$/.exec(rest)) && method === 'POST') return send(res, 200, model.cloneVersion(m[1] as string, await json(), user));
    if ((m = /^sites\/([^/]+)\/versions\/([^/:]+):populateFiles$/.exec(rest)) && method === 'POST')
      return send(res, 200, model.populateFiles(m[1] as string, m[2] as string, await json()));
    if ((m = /^sites\/([^/]+)\/versions\/([^/:]+)\/files$/.exec(rest)) && method === 'GET') {
      return send(
        res,
        200,
        pageJson(
          'files',
          model.listFiles(m[1] as string, m[2] as string, {
            status: query.get('status') ?? undefined,
            pageSize: int(query.get('pageSize')),
            pageToken: query.get('pageToken') ?? undefined,
          }),
        ),
      );
    }
    if ((m = /^sites\/([^/]+)\/versions\/([^/:]+)$/.exec(rest))) {
      const [site, version] = [m[1] as string, m[2] as string];
      if (method === 'GET') return send(res, 200, model.getVersion(site, version));
      if (method === 'PATCH') return send(res, 200, model.patchVersion(site, version, await json(), mask, user));
      if (method === 'DELETE') {
        model.deleteVersion(site, version, user);
        return send(res, 200, {});
      }
    }
    // releases.* work on the live channel; channels.releases.* on the named one.
    if ((m = /^sites\/([^/]+)(?:\/channels\/([^/]+))?\/releases$/.exec(rest))) {
      const [site, channel] = [m[1] as string, m[2] ?? LIVE];
      if (method === 'POST') return send(res, 200, model.createRelease(site, channel, query.get('versionName'), await json(), user, m[2] ? 'channel' : 'site'));
      if (method === 'GET')
        return send(res, 200, pageJson('releases', model.listReleases(site, channel, int(query.get('pageSize')), query.get('pageToken') ?? undefined)));
    }
    if ((m = /^sites\/([^/]+)(?:\/channels\/([^/]+))?\/releases\/([^/]+)$/.exec(rest)) && method === 'GET')
      return send(res, 200, model.getRelease(m[1] as string, m[2] ?? LIVE, m[3] as string));
    if ((m = /^sites\/([^/]+)\/channels$/.exec(rest))) {
      const site = m[1] as string;
      if (method === 'POST') return send(res, 200, await model.createChannel(site, query.get('channelId'), await json(), options.openChannel));
      if (method === 'GET')
        return send(res, 200, pageJson('channels', model.listChannels(site, int(query.get('pageSize')), query.get('pageToken') ?? undefined)));
    }
    if ((m = /^sites\/([^/]+)\/channels\/([^/]+)$/.exec(rest))) {
      const [site, channel] = [m[1] as string, m[2] as string];
      if (method === 'GET') return send(res, 200, model.getChannel(site, channel));
      if (method === 'PATCH') return send(res, 200, model.patchChannel(site, channel, await json(), mask));
      if (method === 'DELETE') {
        model.deleteChannel(site, channel);
        await options.closeChannel(site, channel);
        return send(res, 200, {});
      }
    }
    throw notFound(`The simulator has no method ${method} /v1beta1/${api[1]} (see backend/src/hosting/README.md for what it implements).`);
  }

  return (req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const error = e instanceof ApiError ? e : new ApiError(500, 'INTERNAL', e instanceof Error ? e.message : String(e));
      req.resume();
      send(res, error.httpStatus, error.toJSON());
    });
  };
}
