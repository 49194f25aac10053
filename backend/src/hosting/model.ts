// The Firebase Hosting REST API's resources and their rules, without HTTP: sites, versions and
// their files, uploaded content, channels, releases and the operations `versions.clone` returns.
// Every rule here is from the v1beta1 reference (firebase.google.com/docs/reference/hosting/rest)
// or the shapes of Google's generated client (googleapis' firebasehosting v1beta1); where the
// reference is silent, the choice is named in README.md ("Where the reference is silent"), so
// that a difference from Google shows up in one place. Resources are answered as the API's JSON:
// int64 fields as strings, times in RFC 3339, empty lists and unset fields left out.
import { createHash, randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { ApiError, failedPrecondition, invalidArgument, notFound } from '../server/errors';
import { compileRe2, ruleMatcher } from './url-patterns';

export type VersionStatus = 'CREATED' | 'FINALIZED' | 'DELETED' | 'ABANDONED' | 'EXPIRED' | 'CLONING';
export type ReleaseType = 'DEPLOY' | 'ROLLBACK' | 'SITE_DISABLE';

/** ServingConfig, as stored; the content server applies `headers` (README.md says what else). */
export interface ServingConfig {
  headers?: Array<{ glob?: string; regex?: string; headers?: Record<string, string> }>;
  redirects?: Array<{ glob?: string; regex?: string; statusCode?: number; location?: string }>;
  rewrites?: Array<Record<string, unknown>>;
  cleanUrls?: boolean;
  trailingSlashBehavior?: string;
  appAssociation?: string;
  i18n?: { root?: string };
}

export interface ActingUser {
  email: string;
}

interface Site {
  id: string;
  appId: string;
  labels: Record<string, string>;
  type: 'DEFAULT_SITE' | 'USER_SITE';
  defaultUrl: string;
  createTime: number;
  /** Content by the SHA-256 of its gzip bytes: what populateFiles need not ask for again. */
  content: Map<string, Buffer>;
}

interface Version {
  site: string;
  id: string;
  status: VersionStatus;
  config: ServingConfig;
  labels: Record<string, string>;
  createTime: number;
  createUser: ActingUser;
  finalizeTime?: number;
  finalizeUser?: ActingUser;
  deleteTime?: number;
  deleteUser?: ActingUser;
  /** Path → content hash. */
  files: Map<string, string>;
}

interface Release {
  name: string;
  /** `sites/S/versions/V`; null for a SITE_DISABLE release. */
  versionName: string | null;
  type: ReleaseType;
  releaseTime: number;
  releaseUser: ActingUser;
  message?: string;
}

interface Channel {
  site: string;
  id: string;
  url: string;
  createTime: number;
  updateTime: number;
  expireTime: number | null;
  labels: Record<string, string>;
  retainedReleaseCount: number | null;
  /** Newest first. */
  releases: Release[];
}

interface Operation {
  name: string;
  done: boolean;
  response?: Record<string, unknown>;
  error?: { code: number; message: string };
}

export interface Page<T> {
  items: T[];
  nextPageToken?: string;
}

/** The content a channel serves: its current release's version, or nothing. */
export interface Served {
  versionName: string;
  config: ServingConfig;
  files: ReadonlyMap<string, string>;
  content: ReadonlyMap<string, Buffer>;
}

export const LIVE = 'live';
/** A CREATED version left alone this long is ABANDONED (the reference's 12 hours). */
export const ABANDON_AFTER_MS = 12 * 60 * 60 * 1000;
const SHA256 = /^[0-9a-f]{64}$/;
/** A DNS label: site and channel ids are used to make host names. */
const ID = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const VERSION_TYPE = 'type.googleapis.com/google.firebase.hosting.v1beta1.Version';

const alreadyExists = (message: string) => new ApiError(409, 'ALREADY_EXISTS', message);
const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? undefined : new Date(ms).toISOString());
const randomId = () => randomBytes(8).toString('hex');

function page<T>(all: T[], pageSize: number | undefined, pageToken: string | undefined, defaultSize: number): Page<T> {
  const size = pageSize === undefined || pageSize <= 0 ? defaultSize : Math.min(pageSize, 1000);
  let start = 0;
  if (pageToken) {
    start = Number(Buffer.from(pageToken, 'base64url').toString('utf8'));
    if (!Number.isInteger(start) || start < 0 || start > all.length)
      throw invalidArgument(`The page token ${JSON.stringify(pageToken)} is not one this list gave.`);
  }
  const items = all.slice(start, start + size);
  const next = start + size < all.length ? Buffer.from(String(start + size), 'utf8').toString('base64url') : undefined;
  return next === undefined ? { items } : { items, nextPageToken: next };
}

/** Parses a google.protobuf.Duration in JSON ("86400s", "1.5s"). */
function parseDuration(value: unknown, field: string): number {
  if (typeof value !== 'string' || !/^\d+(?:\.\d{1,9})?s$/.test(value))
    throw invalidArgument(`${field} must be a duration such as "86400s" (got ${JSON.stringify(value)}).`);
  return Math.round(Number(value.slice(0, -1)) * 1000);
}

function parseTime(value: unknown, field: string): number {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw invalidArgument(`${field} must be an RFC 3339 time (got ${JSON.stringify(value)}).`);
  return ms;
}

function stringMap(value: unknown, field: string): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value) || Object.values(value).some((v) => typeof v !== 'string'))
    throw invalidArgument(`${field} must be a map of strings.`);
  return { ...(value as Record<string, string>) };
}

/** Checks a serving config the way finalizing would need it to be servable. */
function checkConfig(raw: unknown): ServingConfig {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalidArgument('config must be a ServingConfig object.');
  const config = raw as ServingConfig;
  (config.headers ?? []).forEach((rule, i) => {
    ruleMatcher(rule, `config.headers[${i}]`);
    if (!rule.headers || Object.keys(rule.headers).length === 0) throw invalidArgument(`config.headers[${i}].headers is required.`);
    stringMap(rule.headers, `config.headers[${i}].headers`);
  });
  (config.redirects ?? []).forEach((rule, i) => {
    ruleMatcher(rule, `config.redirects[${i}]`);
    if (!Number.isInteger(rule.statusCode) || (rule.statusCode as number) < 300 || (rule.statusCode as number) > 399)
      throw invalidArgument(`config.redirects[${i}].statusCode must be a 3xx status.`);
  });
  (config.rewrites ?? []).forEach((rule, i) => ruleMatcher(rule, `config.rewrites[${i}]`));
  return JSON.parse(JSON.stringify(config)) as ServingConfig;
}

export interface HostingModelOptions {
  projectId: string;
  /** Also accepted where the API takes a project identifier. */
  projectNumber: string;
  /** The simulator's origin: upload URLs are `<origin>/upload/sites/S/versions/V/files`. */
  uploadOrigin: () => string;
  now?: () => number;
  /** Largest upload accepted (the API allows 2 GB; a simulator needs less). */
  maxFileBytes?: number;
}

export class HostingModel {
  private readonly sites = new Map<string, Site>();
  private readonly versions = new Map<string, Version>();
  private readonly channels = new Map<string, Channel>();
  private readonly operations = new Map<string, Operation>();
  readonly now: () => number;

  constructor(readonly options: HostingModelOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whether a project identifier in a path names this project ('-' is any project). */
  isProject(identifier: string): boolean {
    return identifier === '-' || identifier === this.options.projectId || identifier === this.options.projectNumber;
  }

  // ── Sites ──────────────────────────────────────────────────────────────────────────────────

  private site(id: string): Site {
    const site = this.sites.get(id);
    if (!site) throw notFound(`Site "${id}" does not exist in project ${this.options.projectId}.`);
    return site;
  }

  /** Validates a new site; `open` gives it the URL its content is served at. */
  async createSite(
    id: string | null,
    body: Record<string, unknown>,
    open: (siteId: string) => Promise<string>,
    options: { validateOnly?: boolean; type?: Site['type'] } = {},
  ): Promise<Record<string, unknown>> {
    if (!id) throw invalidArgument('siteId is required.');
    if (!ID.test(id))
      throw invalidArgument(
        `siteId "${id}" must be a valid domain name label: lowercase letters, digits and hyphens, at most 63, not starting or ending with a hyphen.`,
      );
    if (this.sites.has(id)) throw alreadyExists(`Site "${id}" already exists.`);
    const site: Site = {
      id,
      appId: typeof body.appId === 'string' ? body.appId : '',
      labels: stringMap(body.labels, 'labels'),
      type: options.type ?? 'USER_SITE',
      defaultUrl: '',
      createTime: this.now(),
      content: new Map(),
    };
    if (options.validateOnly) return this.siteJson(site);
    // Held while its server starts, so a second request for the same id meets ALREADY_EXISTS.
    this.sites.set(id, site);
    try {
      site.defaultUrl = await open(id);
    } catch (e) {
      this.sites.delete(id);
      throw e;
    }
    this.channels.set(`${id}/${LIVE}`, {
      site: id,
      id: LIVE,
      url: site.defaultUrl,
      createTime: site.createTime,
      updateTime: site.createTime,
      expireTime: null,
      labels: {},
      retainedReleaseCount: null,
      releases: [],
    });
    return this.siteJson(site);
  }

  getSite(id: string): Record<string, unknown> {
    return this.siteJson(this.site(id));
  }

  listSites(pageSize?: number, pageToken?: string): Page<Record<string, unknown>> {
    return page(
      [...this.sites.values()].map((site) => this.siteJson(site)),
      pageSize,
      pageToken,
      100,
    );
  }

  hasSite(id: string): boolean {
    return this.sites.has(id);
  }

  private siteJson(site: Site): Record<string, unknown> {
    return {
      name: `projects/${this.options.projectId}/sites/${site.id}`,
      defaultUrl: site.defaultUrl,
      ...(site.appId ? { appId: site.appId } : {}),
      ...(Object.keys(site.labels).length ? { labels: site.labels } : {}),
      type: site.type,
    };
  }

  // ── Versions ───────────────────────────────────────────────────────────────────────────────

  private version(site: string, id: string): Version {
    this.site(site);
    const version = this.versions.get(`${site}/${id}`);
    if (!version) throw notFound(`Version "sites/${site}/versions/${id}" does not exist.`);
    // The reference: a version left CREATED for more than 12 hours is ABANDONED.
    if (version.status === 'CREATED' && this.now() - version.createTime > ABANDON_AFTER_MS) version.status = 'ABANDONED';
    return version;
  }

  /** `sites/S/versions/V` → its parts; anything else is the caller's mistake. */
  parseVersionName(name: unknown, field: string): { site: string; id: string } {
    const match = typeof name === 'string' ? /^sites\/([^/]+)\/versions\/([^/]+)$/.exec(name) : null;
    if (!match) throw invalidArgument(`${field} must be a version name, sites/SITE_ID/versions/VERSION_ID (got ${JSON.stringify(name)}).`);
    return { site: match[1] as string, id: match[2] as string };
  }

  createVersion(site: string, body: Record<string, unknown>, user: ActingUser): Record<string, unknown> {
    this.site(site);
    if (body.status !== undefined && body.status !== 'CREATED' && body.status !== 'VERSION_STATUS_UNSPECIFIED') {
      throw invalidArgument(`A new version's status is CREATED; it cannot be created ${String(body.status)} (finalize it with versions.patch).`);
    }
    const version: Version = {
      site,
      id: randomId(),
      status: 'CREATED',
      config: checkConfig(body.config),
      labels: stringMap(body.labels, 'labels'),
      createTime: this.now(),
      createUser: user,
      files: new Map(),
    };
    this.versions.set(`${site}/${version.id}`, version);
    return this.versionJson(version);
  }

  getVersion(site: string, id: string): Record<string, unknown> {
    return this.versionJson(this.version(site, id));
  }

  listVersions(site: string, query: { pageSize?: number; pageToken?: string; filter?: string }): Page<Record<string, unknown>> {
    this.site(site);
    if (query.filter) throw invalidArgument('The simulator does not evaluate versions.list filters; list without one and filter the result.');
    const all = [...this.versions.values()].filter((v) => v.site === site).sort((a, b) => b.createTime - a.createTime);
    return page(
      all.map((v) => this.versionJson(this.version(site, v.id))),
      query.pageSize,
      query.pageToken,
      25,
    );
  }

  /** versions.patch: status (CREATED → FINALIZED only), config (while CREATED), labels. */
  patchVersion(site: string, id: string, body: Record<string, unknown>, updateMask: string | null, user: ActingUser): Record<string, unknown> {
    const version = this.version(site, id);
    const fields = (updateMask ?? 'status')
      .split(',')
      .map((field) => field.trim())
      .filter(Boolean);
    for (const field of fields) {
      if (!['status', 'config', 'labels'].includes(field))
        throw invalidArgument(`updateMask names "${field}", which versions.patch cannot change (status, config, labels).`);
    }
    if (fields.includes('config') && version.status !== 'CREATED')
      throw failedPrecondition(`Version ${this.name(version)} is ${version.status}: its config can only change while it is CREATED.`);
    const config = fields.includes('config') ? checkConfig(body.config) : version.config;
    const labels = fields.includes('labels') ? stringMap(body.labels, 'labels') : version.labels;
    if (fields.includes('status') && body.status !== version.status) {
      if (body.status !== 'FINALIZED' || version.status !== 'CREATED') {
        throw failedPrecondition(
          `Version ${this.name(version)} cannot go from ${version.status} to ${String(body.status)}: the only transition is CREATED → FINALIZED (versions.delete deletes).`,
        );
      }
      const missing = [...version.files].filter(([, hash]) => !this.site(site).content.has(hash));
      if (missing.length > 0) {
        throw failedPrecondition(
          `Version ${this.name(version)} cannot be FINALIZED: ${missing.length} file${missing.length === 1 ? ' has' : 's have'} not been uploaded (${missing
            .slice(0, 3)
            .map(([path]) => path)
            .join(', ')}${missing.length > 3 ? ', …' : ''}). Upload every hash populateFiles asked for.`,
        );
      }
    } else if (fields.includes('status') && version.status === 'FINALIZED' && body.status === 'FINALIZED') {
      throw failedPrecondition(`Version ${this.name(version)} is already FINALIZED.`);
    }
    version.config = config;
    version.labels = labels;
    if (fields.includes('status') && body.status === 'FINALIZED') {
      version.status = 'FINALIZED';
      version.finalizeTime = this.now();
      version.finalizeUser = user;
    }
    return this.versionJson(version);
  }

  deleteVersion(site: string, id: string, user: ActingUser): void {
    const version = this.version(site, id);
    const name = this.name(version);
    const serving = [...this.channels.values()].find((channel) => channel.site === site && channel.releases[0]?.versionName === name);
    if (serving) throw failedPrecondition(`Version ${name} is the current release of channel ${serving.id}: release another version there first.`);
    version.status = 'DELETED';
    version.deleteTime = this.now();
    version.deleteUser = user;
    version.files.clear();
  }

  /** versions.populateFiles: path → hash (an empty hash removes the path); answers what to upload. */
  populateFiles(site: string, id: string, body: Record<string, unknown>): Record<string, unknown> {
    const version = this.version(site, id);
    const files = body.files;
    if (files === null || typeof files !== 'object' || Array.isArray(files))
      throw invalidArgument('files must be a map of paths to the SHA-256 hashes of their gzipped content.');
    if (version.status !== 'CREATED')
      throw failedPrecondition(`Version ${this.name(version)} is ${version.status}: files can only be added while it is CREATED.`);
    const entries = Object.entries(files as Record<string, unknown>);
    for (const [path, hash] of entries) {
      if (!path.startsWith('/')) throw invalidArgument(`The file path "${path}" must start with "/".`);
      if (typeof hash !== 'string' || (hash !== '' && !SHA256.test(hash))) {
        throw invalidArgument(
          `The hash of ${path} must be the SHA-256 of the gzipped file in lowercase hex (64 characters), or "" to remove the path (got ${JSON.stringify(hash)}).`,
        );
      }
    }
    const content = this.site(site).content;
    const required = new Set<string>();
    for (const [path, hash] of entries as Array<[string, string]>) {
      if (hash === '') {
        version.files.delete(path);
        continue;
      }
      version.files.set(path, hash);
      if (!content.has(hash)) required.add(hash);
    }
    return {
      ...(required.size ? { uploadRequiredHashes: [...required] } : {}),
      uploadUrl: `${this.options.uploadOrigin()}/upload/sites/${site}/versions/${id}/files`,
    };
  }

  /** The body of `POST <uploadUrl>/<hash>`: the gzipped file, whose SHA-256 is the hash. */
  upload(site: string, id: string, hash: string, body: Buffer): void {
    const version = this.version(site, id);
    if (!SHA256.test(hash)) throw invalidArgument(`"${hash}" is not a SHA-256 content hash (64 lowercase hex characters).`);
    if (version.status !== 'CREATED')
      throw failedPrecondition(`Version ${this.name(version)} is ${version.status}: files can only be uploaded while it is CREATED.`);
    if (![...version.files.values()].includes(hash))
      throw invalidArgument(`No file of version ${this.name(version)} has the content hash ${hash}: populateFiles names what to upload.`);
    const content = this.site(site).content;
    if (content.has(hash)) throw alreadyExists(`The content with hash ${hash} was already uploaded.`);
    const actual = createHash('sha256').update(body).digest('hex');
    if (actual !== hash) throw invalidArgument(`The uploaded content hash ${actual} does not match the hash in the URL (${hash}): upload the gzipped file.`);
    try {
      gunzipSync(body);
    } catch {
      throw invalidArgument(`The content uploaded for ${hash} is not gzip data: files are uploaded gzipped.`);
    }
    content.set(hash, body);
  }

  listFiles(site: string, id: string, query: { status?: string; pageSize?: number; pageToken?: string }): Page<Record<string, unknown>> {
    const version = this.version(site, id);
    if (query.status !== undefined && !['STATUS_UNSPECIFIED', 'EXPECTED', 'ACTIVE'].includes(query.status))
      throw invalidArgument(`status must be EXPECTED or ACTIVE (got "${query.status}").`);
    const content = this.site(site).content;
    const files = [...version.files]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([path, hash]) => ({ path, hash, status: content.has(hash) ? 'ACTIVE' : 'EXPECTED' }))
      .filter((file) => !query.status || query.status === 'STATUS_UNSPECIFIED' || file.status === query.status);
    return page(files, query.pageSize, query.pageToken, 1000);
  }

  /**
   * versions.clone: a new version on `site` with the source's files (through the include or
   * exclude filter) and config. Answers the long-running operation, which finishes after the
   * request (the version is CLONING meanwhile), as the API's does.
   */
  cloneVersion(site: string, body: Record<string, unknown>, user: ActingUser): Record<string, unknown> {
    this.site(site);
    const source = this.parseVersionName(body.sourceVersion, 'sourceVersion');
    const from = this.version(source.site, source.id);
    if (from.status !== 'FINALIZED')
      throw failedPrecondition(`The source version ${this.name(from)} is ${from.status}: only a FINALIZED version can be cloned.`);
    if (body.include !== undefined && body.exclude !== undefined) throw invalidArgument('include and exclude are one union field: give one of them.');
    const filter = (body.include ?? body.exclude) as { regexes?: unknown } | undefined;
    const regexes = filter?.regexes === undefined ? [] : filter.regexes;
    if (!Array.isArray(regexes) || regexes.some((r) => typeof r !== 'string'))
      throw invalidArgument(`${body.include ? 'include' : 'exclude'}.regexes must be a list of RE2 regular expressions.`);
    const compiled = (regexes as string[]).map((r, i) => compileRe2(r, `${body.include ? 'include' : 'exclude'}.regexes[${i}]`));
    const matches = (path: string) => compiled.some((re) => re.matcher(path).find());
    const keep = (path: string) => (filter === undefined ? true : body.include !== undefined ? matches(path) : !matches(path));
    const finalize = body.finalize === true;
    const version: Version = {
      site,
      id: randomId(),
      status: 'CLONING',
      config: JSON.parse(JSON.stringify(from.config)) as ServingConfig,
      labels: {},
      createTime: this.now(),
      createUser: user,
      files: new Map(),
    };
    this.versions.set(`${site}/${version.id}`, version);
    const operation: Operation = { name: `projects/${this.options.projectId}/operations/${randomId()}`, done: false };
    this.operations.set(operation.name, operation);
    setImmediate(() => {
      const target = this.site(site).content;
      const sourceContent = this.site(from.site).content;
      for (const [path, hash] of from.files) {
        if (!keep(path)) continue;
        version.files.set(path, hash);
        const bytes = sourceContent.get(hash);
        if (bytes && !target.has(hash)) target.set(hash, bytes);
      }
      version.status = finalize ? 'FINALIZED' : 'CREATED';
      if (finalize) {
        version.finalizeTime = this.now();
        version.finalizeUser = user;
      }
      operation.done = true;
      operation.response = { '@type': VERSION_TYPE, ...this.versionJson(version) };
    });
    return this.operationJson(operation);
  }

  getOperation(name: string): Record<string, unknown> {
    const operation = this.operations.get(name);
    if (!operation) throw notFound(`Operation "${name}" does not exist.`);
    return this.operationJson(operation);
  }

  private operationJson(operation: Operation): Record<string, unknown> {
    return {
      name: operation.name,
      ...(operation.done ? { done: true } : {}),
      ...(operation.response ? { response: operation.response } : {}),
      ...(operation.error ? { error: operation.error } : {}),
    };
  }

  private name(version: Version): string {
    return `sites/${version.site}/versions/${version.id}`;
  }

  private versionJson(version: Version): Record<string, unknown> {
    const finalized = version.status === 'FINALIZED';
    const content = this.sites.get(version.site)?.content;
    const bytes = finalized ? [...new Set(version.files.values())].reduce((sum, hash) => sum + (content?.get(hash)?.length ?? 0), 0) : 0;
    return {
      name: this.name(version),
      status: version.status,
      config: version.config,
      ...(Object.keys(version.labels).length ? { labels: version.labels } : {}),
      createTime: iso(version.createTime),
      createUser: version.createUser,
      ...(version.finalizeTime ? { finalizeTime: iso(version.finalizeTime), finalizeUser: version.finalizeUser } : {}),
      ...(version.deleteTime ? { deleteTime: iso(version.deleteTime), deleteUser: version.deleteUser } : {}),
      // "calculated after a version is FINALIZED"
      ...(finalized ? { fileCount: String(version.files.size), versionBytes: String(bytes) } : {}),
    };
  }

  // ── Channels and releases ──────────────────────────────────────────────────────────────────

  private channel(site: string, id: string): Channel {
    this.site(site);
    const channel = this.channels.get(`${site}/${id}`);
    if (channel && channel.expireTime !== null && channel.expireTime <= this.now()) {
      // An expired channel is deleted automatically.
      this.channels.delete(`${site}/${id}`);
    } else if (channel) return channel;
    throw notFound(`Channel "sites/${site}/channels/${id}" does not exist.`);
  }

  async createChannel(
    site: string,
    id: string | null,
    body: Record<string, unknown>,
    open: (siteId: string, channelId: string) => Promise<string>,
  ): Promise<Record<string, unknown>> {
    this.site(site);
    if (!id) throw invalidArgument('channelId is required.');
    if (!ID.test(id)) throw invalidArgument(`channelId "${id}" must be lowercase letters, digits and hyphens (a domain name label).`);
    const existing = this.channels.get(`${site}/${id}`);
    if (existing && (existing.expireTime === null || existing.expireTime > this.now()))
      throw alreadyExists(`Channel "sites/${site}/channels/${id}" already exists.`);
    const now = this.now();
    const channel: Channel = {
      site,
      id,
      url: '',
      createTime: now,
      updateTime: now,
      expireTime: null,
      labels: stringMap(body.labels, 'labels'),
      retainedReleaseCount: 10,
      releases: [],
    };
    this.applyChannelFields(channel, body, ['ttl', 'expireTime', 'retainedReleaseCount']);
    channel.url = await open(site, id);
    this.channels.set(`${site}/${id}`, channel);
    return this.channelJson(channel);
  }

  private applyChannelFields(channel: Channel, body: Record<string, unknown>, fields: string[]): void {
    if (fields.includes('ttl') && fields.includes('expireTime') && body.ttl !== undefined && body.expireTime !== undefined)
      throw invalidArgument('Give ttl or expireTime, not both.');
    for (const field of fields) {
      const value = body[field];
      if (field === 'ttl' && value !== undefined) channel.expireTime = this.now() + parseDuration(value, 'ttl');
      if (field === 'expireTime' && value !== undefined) channel.expireTime = value === null ? null : parseTime(value, 'expireTime');
      if (field === 'labels') channel.labels = stringMap(value, 'labels');
      if (field === 'retainedReleaseCount' && value !== undefined) {
        if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 100)
          throw invalidArgument('retainedReleaseCount must be a number between 1 and 100.');
        channel.retainedReleaseCount = value as number;
      }
    }
    if (channel.id === LIVE && channel.expireTime !== null) throw invalidArgument('The live channel cannot expire.');
  }

  getChannel(site: string, id: string): Record<string, unknown> {
    return this.channelJson(this.channel(site, id));
  }

  listChannels(site: string, pageSize?: number, pageToken?: string): Page<Record<string, unknown>> {
    this.site(site);
    const all = [...this.channels.values()]
      .filter((c) => c.site === site)
      .flatMap((c) => {
        try {
          return [this.channel(site, c.id)];
        } catch {
          return [];
        }
      });
    return page(
      all.map((c) => this.channelJson(c)),
      pageSize,
      pageToken,
      10,
    );
  }

  patchChannel(site: string, id: string, body: Record<string, unknown>, updateMask: string | null): Record<string, unknown> {
    const channel = this.channel(site, id);
    const fields = (updateMask ?? 'ttl,expireTime,labels,retainedReleaseCount')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
    for (const field of fields) {
      if (!['ttl', 'expireTime', 'labels', 'retainedReleaseCount'].includes(field))
        throw invalidArgument(`updateMask names "${field}", which channels.patch cannot change.`);
    }
    this.applyChannelFields(channel, body, fields);
    channel.updateTime = this.now();
    this.trimReleases(channel);
    return this.channelJson(channel);
  }

  deleteChannel(site: string, id: string): void {
    if (id === LIVE) throw failedPrecondition('The live channel cannot be deleted.');
    this.channel(site, id);
    this.channels.delete(`${site}/${id}`);
  }

  /** releases.create / channels.releases.create. */
  createRelease(
    site: string,
    channelId: string,
    versionName: string | null,
    body: Record<string, unknown>,
    user: ActingUser,
    nameForm: 'site' | 'channel',
  ): Record<string, unknown> {
    const channel = this.channel(site, channelId);
    const type = body.type === undefined || body.type === 'TYPE_UNSPECIFIED' ? null : body.type;
    if (type !== null && type !== 'SITE_DISABLE') throw invalidArgument(`type is given only for a SITE_DISABLE release (got ${JSON.stringify(type)}).`);
    if (typeof body.message === 'string' && body.message.length > 512) throw invalidArgument('message can be up to 512 characters.');
    if (body.message !== undefined && typeof body.message !== 'string') throw invalidArgument('message must be a string.');
    let release: Release;
    const id = `${this.now()}${randomBytes(2).toString('hex')}`;
    const name = nameForm === 'site' ? `sites/${site}/releases/${id}` : `sites/${site}/channels/${channelId}/releases/${id}`;
    if (type === 'SITE_DISABLE') {
      if (versionName) throw invalidArgument('versionName must be empty for a SITE_DISABLE release.');
      release = {
        name,
        versionName: null,
        type: 'SITE_DISABLE',
        releaseTime: this.now(),
        releaseUser: user,
        ...(body.message ? { message: body.message as string } : {}),
      };
    } else {
      if (!versionName) throw invalidArgument('versionName is required (sites/SITE_ID/versions/VERSION_ID).');
      const parsed = this.parseVersionName(versionName, 'versionName');
      if (parsed.site !== site)
        throw invalidArgument(
          `versionName ${versionName} belongs to site ${parsed.site}; a release on site ${site} needs one of its own versions (clone it first).`,
        );
      const version = this.version(site, parsed.id);
      if (version.status !== 'FINALIZED') throw failedPrecondition(`Version ${versionName} is ${version.status}: only a FINALIZED version can be released.`);
      // "ROLLBACK: the release points back to a previously deployed version."
      const before = channel.releases.some((r) => r.versionName === versionName);
      release = {
        name,
        versionName,
        type: before ? 'ROLLBACK' : 'DEPLOY',
        releaseTime: this.now(),
        releaseUser: user,
        ...(body.message ? { message: body.message as string } : {}),
      };
    }
    channel.releases.unshift(release);
    channel.updateTime = this.now();
    this.trimReleases(channel);
    return this.releaseJson(release);
  }

  private trimReleases(channel: Channel): void {
    if (channel.retainedReleaseCount !== null) channel.releases.length = Math.min(channel.releases.length, channel.retainedReleaseCount);
  }

  listReleases(site: string, channelId: string, pageSize?: number, pageToken?: string): Page<Record<string, unknown>> {
    const channel = this.channel(site, channelId);
    return page(
      channel.releases.map((r) => this.releaseJson(r)),
      pageSize,
      pageToken,
      100,
    );
  }

  getRelease(site: string, channelId: string, releaseId: string): Record<string, unknown> {
    const release = this.channel(site, channelId).releases.find((r) => r.name.endsWith(`/releases/${releaseId}`));
    if (!release) throw notFound(`Release ${releaseId} of sites/${site}/channels/${channelId} does not exist.`);
    return this.releaseJson(release);
  }

  private releaseJson(release: Release): Record<string, unknown> {
    const parsed = release.versionName ? this.parseVersionName(release.versionName, 'versionName') : null;
    const version = parsed ? this.versions.get(`${parsed.site}/${parsed.id}`) : undefined;
    return {
      name: release.name,
      ...(version ? { version: this.versionJson(version) } : {}),
      type: release.type,
      releaseTime: iso(release.releaseTime),
      releaseUser: release.releaseUser,
      ...(release.message ? { message: release.message } : {}),
    };
  }

  private channelJson(channel: Channel): Record<string, unknown> {
    const current = channel.releases[0];
    return {
      name: `sites/${channel.site}/channels/${channel.id}`,
      url: channel.url,
      ...(current ? { release: this.releaseJson(current) } : {}),
      createTime: iso(channel.createTime),
      updateTime: iso(channel.updateTime),
      ...(channel.expireTime !== null ? { expireTime: iso(channel.expireTime) } : {}),
      ...(Object.keys(channel.labels).length ? { labels: channel.labels } : {}),
      ...(channel.retainedReleaseCount !== null ? { retainedReleaseCount: channel.retainedReleaseCount } : {}),
    };
  }

  // ── Serving ────────────────────────────────────────────────────────────────────────────────

  /** What a channel's URL serves now; null when it has no release, is disabled or is gone. */
  served(site: string, channelId: string): Served | null {
    let channel: Channel;
    try {
      channel = this.channel(site, channelId);
    } catch {
      return null;
    }
    const current = channel.releases[0];
    if (!current?.versionName) return null;
    const parsed = this.parseVersionName(current.versionName, 'versionName');
    const version = this.versions.get(`${parsed.site}/${parsed.id}`);
    if (!version || version.status !== 'FINALIZED') return null;
    return { versionName: current.versionName, config: version.config, files: version.files, content: this.site(site).content };
  }
}
