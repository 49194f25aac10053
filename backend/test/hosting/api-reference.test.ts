// The Hosting API simulator against the v1beta1 reference (firebase.google.com/docs/reference/
// hosting/rest/v1beta1) and the "Deploy to your site using the Hosting REST API" guide: each test
// names the rule it checks, so that when the deploy target first runs against Google, a difference
// points at one rule here. Plain HTTP, as the reference writes the requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostingSimulator, type HostingSimulator } from '../../src/hosting/index';
import { ABANDON_AFTER_MS } from '../../src/hosting/model';
import { api, deployFiles, gzipped, operationDone, upload } from './helpers';

const SITE = 'demo-silver-shop-catalog';
let sim: HostingSimulator;
let clock = Date.parse('2026-11-28T10:00:00Z');
let call: ReturnType<typeof api>;

beforeAll(async () => {
  sim = await startHostingSimulator({ port: 0, sites: { [SITE]: 0 }, now: () => clock });
  call = api(sim);
});

afterAll(async () => {
  await sim.close();
});

const fetchSite = (url: string, path = '/') => fetch(`${url}${path}`);

describe('authentication', () => {
  it("refuses a request without an OAuth access token, or with one it does not accept, in Google's words", async () => {
    const none = await api(sim, null)('GET', `sites/${SITE}`);
    expect(none.status).toBe(401);
    expect(none.body.error).toMatchObject({
      code: 401,
      status: 'UNAUTHENTICATED',
      message: expect.stringContaining('Request is missing required authentication credential'),
    });
    const wrong = await api(sim, 'not-a-token')('GET', `sites/${SITE}`);
    expect(wrong.body.error).toMatchObject({
      code: 401,
      status: 'UNAUTHENTICATED',
      message: expect.stringContaining('Request had invalid authentication credentials'),
    });
    const upload401 = await upload(`${sim.apiUrl}/upload/sites/${SITE}/versions/x/files`, 'a'.repeat(64), Buffer.alloc(1), 'not-a-token');
    expect(upload401.status).toBe(401);
  });

  it("answers 403 for another project and takes the project's id, number or '-'", async () => {
    expect((await call('GET', 'projects/someone-elses/sites')).body.error).toMatchObject({ code: 403, status: 'PERMISSION_DENIED' });
    for (const project of ['demo-silver-shop', '000000000000', '-']) expect((await call('GET', `projects/${project}/sites/${SITE}`)).status).toBe(200);
  });
});

describe('sites', () => {
  it('creates a site with a domain-label id, once; validateOnly creates nothing; a new site serves "Site Not Found"', async () => {
    expect((await call('POST', 'projects/demo-silver-shop/sites?siteId=Not_A_Label', {})).body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect((await call('POST', 'projects/demo-silver-shop/sites?siteId=demo-dry-run&validateOnly=true', {})).status).toBe(200);
    expect((await call('GET', 'projects/demo-silver-shop/sites/demo-dry-run')).body.error).toMatchObject({ code: 404, status: 'NOT_FOUND' });
    const created = await call('POST', 'projects/demo-silver-shop/sites?siteId=demo-new-site', { labels: { team: 'catalog' } });
    expect(created.body).toMatchObject({
      name: 'projects/demo-silver-shop/sites/demo-new-site',
      type: 'USER_SITE',
      labels: { team: 'catalog' },
      defaultUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    });
    expect((await call('POST', 'projects/demo-silver-shop/sites?siteId=demo-new-site', {})).body.error).toMatchObject({ code: 409, status: 'ALREADY_EXISTS' });
    const page = await fetchSite(created.body.defaultUrl as string);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Site Not Found');
    const listed = await call('GET', 'projects/demo-silver-shop/sites');
    expect(listed.body.sites.map((site: { name: string }) => site.name)).toEqual(
      expect.arrayContaining([`projects/demo-silver-shop/sites/${SITE}`, 'projects/demo-silver-shop/sites/demo-new-site']),
    );
  });
});

describe("a version from creation to release (the deploy guide's steps)", () => {
  it('goes CREATED → files populated → uploaded → FINALIZED → released, and refuses each step out of order', async () => {
    // Step 2: create. A version is born CREATED; it cannot be created finalized.
    expect((await call('POST', `sites/${SITE}/versions`, { status: 'FINALIZED' })).body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    const created = await call('POST', `sites/${SITE}/versions`, { config: { headers: [{ glob: '**', headers: { 'Cache-Control': 'max-age=1800' } }] } });
    expect(created.body).toMatchObject({
      name: expect.stringMatching(new RegExp(`^sites/${SITE}/versions/[0-9a-f]{16}$`)),
      status: 'CREATED',
      config: { headers: [{ glob: '**' }] },
    });
    // fileCount and versionBytes are "calculated after a version is FINALIZED".
    expect(created.body.fileCount).toBeUndefined();
    const name = created.body.name as string;

    // Step 3: populateFiles with paths to the SHA-256 of each gzipped file.
    const index = gzipped('<h1>hello</h1>');
    const twin = gzipped('same bytes');
    expect((await call('POST', `${name}:populateFiles`, { files: { 'index.html': index.hash } })).body.error).toMatchObject({
      code: 400,
      status: 'INVALID_ARGUMENT',
    });
    expect((await call('POST', `${name}:populateFiles`, { files: { '/index.html': 'ABC' } })).body.error).toMatchObject({
      code: 400,
      status: 'INVALID_ARGUMENT',
    });
    const populated = await call('POST', `${name}:populateFiles`, { files: { '/index.html': index.hash, '/a.txt': twin.hash, '/b.txt': twin.hash } });
    expect(populated.body).toEqual({ uploadRequiredHashes: [index.hash, twin.hash], uploadUrl: `${sim.apiUrl}/upload/${name}/files` });
    const expected = await call('GET', `${name}/files`);
    expect(expected.body.files).toEqual([
      { path: '/a.txt', hash: twin.hash, status: 'EXPECTED' },
      { path: '/b.txt', hash: twin.hash, status: 'EXPECTED' },
      { path: '/index.html', hash: index.hash, status: 'EXPECTED' },
    ]);

    // Finalizing before every hash is uploaded fails the precondition and names what is missing.
    const early = await call('PATCH', `${name}?update_mask=status`, { status: 'FINALIZED' });
    expect(early.body.error).toMatchObject({ code: 400, status: 'FAILED_PRECONDITION', message: expect.stringContaining('/a.txt') });

    // Uploads: the body is the gzipped file, its SHA-256 the last segment of the URL.
    const uploadUrl = populated.body.uploadUrl as string;
    const mismatch = await upload(uploadUrl, index.hash, twin.bytes);
    expect(mismatch.body.error).toMatchObject({ code: 400, message: expect.stringContaining('content hash') });
    const notGzip = Buffer.from('plain text');
    const plainHash = (await import('node:crypto')).createHash('sha256').update(notGzip).digest('hex');
    expect((await upload(uploadUrl, plainHash, notGzip)).body.error).toMatchObject({ code: 400 });
    expect((await upload(uploadUrl, 'f'.repeat(64), gzipped('unasked').bytes)).body.error).toMatchObject({
      code: 400,
      message: expect.stringContaining('populateFiles'),
    });
    expect((await upload(uploadUrl, index.hash, index.bytes)).status).toBe(200);
    // Content is kept by hash: uploading it again is "already exists".
    expect((await upload(uploadUrl, index.hash, index.bytes)).body.error).toMatchObject({ code: 409, status: 'ALREADY_EXISTS' });
    expect((await upload(uploadUrl, twin.hash, twin.bytes)).status).toBe(200);
    expect((await call('GET', `${name}/files?status=EXPECTED`)).body.files).toBeUndefined();
    expect((await call('GET', `${name}/files?status=ACTIVE`)).body.files).toHaveLength(3);

    // Releasing needs a FINALIZED version.
    expect((await call('POST', `sites/${SITE}/releases?versionName=${name}`, {})).body.error).toMatchObject({ code: 400, status: 'FAILED_PRECONDITION' });

    // Step 4: finalize (the default update mask is status).
    const finalized = await call('PATCH', name, { status: 'FINALIZED' });
    expect(finalized.body).toMatchObject({
      status: 'FINALIZED',
      fileCount: '3',
      versionBytes: String(index.bytes.length + twin.bytes.length),
      finalizeTime: expect.any(String),
      finalizeUser: { email: expect.any(String) },
    });
    // The only transition is CREATED → FINALIZED; config changes only while CREATED; files can no longer be added.
    expect((await call('PATCH', name, { status: 'FINALIZED' })).body.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect((await call('PATCH', name, { status: 'CREATED' })).body.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect((await call('PATCH', `${name}?updateMask=config`, { config: {} })).body.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect((await call('PATCH', `${name}?updateMask=fileCount`, {})).body.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect((await call('POST', `${name}:populateFiles`, { files: { '/late.txt': twin.hash } })).body.error).toMatchObject({
      code: 400,
      status: 'FAILED_PRECONDITION',
    });
    expect((await upload(uploadUrl, twin.hash, twin.bytes)).body.error).toMatchObject({ status: 'FAILED_PRECONDITION' });

    // Step 5: release on the live channel; the site serves it.
    const released = await call('POST', `sites/${SITE}/releases?versionName=${name}`, { message: 'first' });
    expect(released.body).toMatchObject({
      name: expect.stringMatching(new RegExp(`^sites/${SITE}/releases/`)),
      type: 'DEPLOY',
      message: 'first',
      version: { name, status: 'FINALIZED' },
      releaseTime: expect.any(String),
    });
    const site = (await call('GET', `sites/${SITE}`)).body.defaultUrl as string;
    const served = await fetchSite(site, '/');
    expect(await served.text()).toBe('<h1>hello</h1>');
    expect(served.headers.get('cache-control')).toBe('max-age=1800');

    // Content already on the site is not asked for again.
    const second = await call('POST', `sites/${SITE}/versions`, {});
    expect((await call('POST', `${second.body.name}:populateFiles`, { files: { '/index.html': index.hash } })).body).toEqual({
      uploadUrl: `${sim.apiUrl}/upload/${second.body.name}/files`,
    });
  });

  it('removes a path given an empty hash', async () => {
    const version = (await call('POST', `sites/${SITE}/versions`, {})).body.name as string;
    const a = gzipped('a');
    await call('POST', `${version}:populateFiles`, { files: { '/a': a.hash, '/b': a.hash } });
    await call('POST', `${version}:populateFiles`, { files: { '/b': '' } });
    expect((await call('GET', `${version}/files`)).body.files.map((file: { path: string }) => file.path)).toEqual(['/a']);
  });

  it('pages files.list with pageSize and nextPageToken', async () => {
    const version = (await call('POST', `sites/${SITE}/versions`, {})).body.name as string;
    const content = gzipped('x');
    await call('POST', `${version}:populateFiles`, { files: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`/f${i}`, content.hash])) });
    const first = await call('GET', `${version}/files?pageSize=2`);
    expect(first.body.files.map((f: { path: string }) => f.path)).toEqual(['/f0', '/f1']);
    const rest = await call('GET', `${version}/files?pageSize=10&pageToken=${first.body.nextPageToken}`);
    expect(rest.body.files.map((f: { path: string }) => f.path)).toEqual(['/f2', '/f3', '/f4']);
    expect(rest.body.nextPageToken).toBeUndefined();
  });

  it('marks a version left CREATED for more than 12 hours ABANDONED', async () => {
    const version = (await call('POST', `sites/${SITE}/versions`, {})).body.name as string;
    clock += ABANDON_AFTER_MS + 1;
    expect((await call('GET', version)).body.status).toBe('ABANDONED');
    expect((await call('PATCH', version, { status: 'FINALIZED' })).body.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
  });
});

describe('releases', () => {
  it("records each release newest first, a re-release of an earlier version as ROLLBACK, and refuses another site's version", async () => {
    await call('POST', 'projects/demo-silver-shop/sites?siteId=demo-releases', {});
    const one = await deployFiles(sim, 'demo-releases', { '/v.txt': 'one' });
    const two = await deployFiles(sim, 'demo-releases', { '/v.txt': 'two' });
    const back = await call('POST', `sites/demo-releases/releases?versionName=${one}`, {});
    expect(back.body.type).toBe('ROLLBACK');
    const list = await call('GET', 'sites/demo-releases/releases');
    expect(list.body.releases.map((r: { version: { name: string } }) => r.version.name)).toEqual([one, two, one]);
    const live = (await call('GET', 'sites/demo-releases/channels/live')).body;
    expect(live).toMatchObject({ name: 'sites/demo-releases/channels/live', release: { version: { name: one } } });
    expect(await (await fetchSite(live.url as string, '/v.txt')).text()).toBe('one');

    const foreign = await call('POST', `sites/${SITE}/releases?versionName=${one}`, {});
    expect(foreign.body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect((await call('POST', 'sites/demo-releases/releases', {})).body.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect((await call('POST', 'sites/demo-releases/releases?versionName=sites/demo-releases/versions/0000000000000000', {})).body.error).toMatchObject({
      code: 404,
    });
    // A released version cannot be deleted while it is live.
    expect((await call('DELETE', one)).body.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect((await call('DELETE', two)).status).toBe(200);
    expect((await call('GET', two)).body.status).toBe('DELETED');
  });

  it('takes a site down with a SITE_DISABLE release (no version)', async () => {
    await call('POST', 'projects/demo-silver-shop/sites?siteId=demo-disable', {});
    await deployFiles(sim, 'demo-disable', { '/index.html': 'up' });
    expect((await call('POST', 'sites/demo-disable/releases?versionName=sites/demo-disable/versions/x', { type: 'SITE_DISABLE' })).body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
    });
    const disabled = await call('POST', 'sites/demo-disable/releases', { type: 'SITE_DISABLE' });
    expect(disabled.body).toMatchObject({ type: 'SITE_DISABLE' });
    expect(disabled.body.version).toBeUndefined();
    expect((await fetchSite((await call('GET', 'sites/demo-disable')).body.defaultUrl as string)).status).toBe(404);
  });
});

describe('versions.clone', () => {
  it("answers a long-running operation whose response is the new version, with the source's files through the filter", async () => {
    await call('POST', 'projects/demo-silver-shop/sites?siteId=demo-clone', {});
    const source = await deployFiles(
      sim,
      'demo-clone',
      { '/keep.txt': 'keep', '/builds/old/a.js': 'old', '/builds/new/a.js': 'new' },
      { headers: [{ glob: '**', headers: { 'x-from': 'source' } }] },
    );
    const operation = await call('POST', 'projects/demo-silver-shop/sites/demo-clone/versions:clone', {
      sourceVersion: source,
      finalize: false,
      exclude: { regexes: ['^/builds/old/'] },
    });
    expect(operation.body).toMatchObject({ name: expect.stringMatching(/^projects\/demo-silver-shop\/operations\/[0-9a-f]+$/) });
    expect(operation.body.done).toBeUndefined();
    const done = await operationDone(sim, operation.body.name as string);
    expect(done.response).toMatchObject({
      '@type': 'type.googleapis.com/google.firebase.hosting.v1beta1.Version',
      status: 'CREATED',
      config: { headers: [{ headers: { 'x-from': 'source' } }] },
    });
    const clone = done.response.name as string;
    expect((await call('GET', `${clone}/files`)).body.files.map((f: { path: string; status: string }) => [f.path, f.status])).toEqual([
      ['/builds/new/a.js', 'ACTIVE'],
      ['/keep.txt', 'ACTIVE'],
    ]);
    // Populating a cloned path replaces it; the clone finalizes and releases like any version.
    const changed = gzipped('changed');
    const populated = await call('POST', `${clone}:populateFiles`, { files: { '/keep.txt': changed.hash } });
    await upload(populated.body.uploadUrl as string, changed.hash, changed.bytes);
    expect((await call('PATCH', clone, { status: 'FINALIZED' })).body.fileCount).toBe('2');

    const included = await operationDone(
      sim,
      (await call('POST', 'sites/demo-clone/versions:clone', { sourceVersion: source, finalize: true, include: { regexes: ['keep'] } })).body.name as string,
    );
    expect(included.response).toMatchObject({ status: 'FINALIZED', fileCount: '1' });
  });

  it('refuses both filters at once, an RE2-invalid regex, and a source that is not FINALIZED', async () => {
    const source = await deployFiles(sim, 'demo-clone', { '/x': 'x' });
    expect(
      (await call('POST', 'sites/demo-clone/versions:clone', { sourceVersion: source, include: { regexes: ['a'] }, exclude: { regexes: ['b'] } })).body.error,
    ).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(
      (await call('POST', 'sites/demo-clone/versions:clone', { sourceVersion: source, exclude: { regexes: ['(?=lookahead)'] } })).body.error,
    ).toMatchObject({ status: 'INVALID_ARGUMENT' });
    const open = (await call('POST', 'sites/demo-clone/versions', {})).body.name as string;
    expect((await call('POST', 'sites/demo-clone/versions:clone', { sourceVersion: open })).body.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect((await call('POST', 'sites/demo-clone/versions:clone', { sourceVersion: 'nonsense' })).body.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
  });
});

describe('channels', () => {
  it('has a live channel at the site URL; a preview channel gets its own URL, expiry and releases, and expires', async () => {
    await call('POST', 'projects/demo-silver-shop/sites?siteId=demo-channels', {});
    const site = (await call('GET', 'sites/demo-channels')).body.defaultUrl as string;
    expect((await call('GET', 'sites/demo-channels/channels/live')).body).toMatchObject({ name: 'sites/demo-channels/channels/live', url: site });
    expect((await call('POST', 'sites/demo-channels/channels?channelId=live', {})).body.error).toMatchObject({ code: 409, status: 'ALREADY_EXISTS' });
    const preview = await call('POST', 'projects/demo-silver-shop/sites/demo-channels/channels?channelId=deploy-check', { ttl: '3600s' });
    expect(preview.body).toMatchObject({
      name: 'sites/demo-channels/channels/deploy-check',
      retainedReleaseCount: 10,
      expireTime: new Date(clock + 3_600_000).toISOString(),
    });
    expect(preview.body.url).not.toBe(site);
    await deployFiles(sim, 'demo-channels', { '/where.txt': 'preview' }, {}, 'deploy-check');
    expect(await (await fetchSite(preview.body.url as string, '/where.txt')).text()).toBe('preview');
    // A release on a preview channel leaves live alone.
    expect((await fetchSite(site, '/where.txt')).status).toBe(404);
    expect((await call('GET', 'sites/demo-channels/channels')).body.channels.map((c: { name: string }) => c.name)).toEqual([
      'sites/demo-channels/channels/live',
      'sites/demo-channels/channels/deploy-check',
    ]);
    expect((await call('PATCH', 'sites/demo-channels/channels/deploy-check?updateMask=ttl', { ttl: '7200s' })).body.expireTime).toBe(
      new Date(clock + 7_200_000).toISOString(),
    );
    expect((await call('DELETE', 'sites/demo-channels/channels/live')).body.error).toMatchObject({ status: 'FAILED_PRECONDITION' });

    clock += 7_200_001;
    expect((await call('GET', 'sites/demo-channels/channels/deploy-check')).body.error).toMatchObject({ code: 404 });
    expect((await fetchSite(preview.body.url as string, '/where.txt')).status).toBe(404);
    // Its id is free again.
    expect((await call('POST', 'sites/demo-channels/channels?channelId=deploy-check', {})).status).toBe(200);
    expect((await call('DELETE', 'sites/demo-channels/channels/deploy-check')).status).toBe(200);
  });
});
