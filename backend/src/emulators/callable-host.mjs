// The local host of the shop's functions: one Node process that loads the built functions
// (backend/functions/lib/index.js) and answers, many requests at once as a Cloud Functions v2
// instance does (Cloud Run, up to 80 concurrent requests per instance):
//   `/{project}/{region}/{name}`: every export that is an `onCall` or `onRequest` function;
//   `POST /functions/projects/{project}/triggers/{key}`: the document server's Firestore trigger
//   events, in the form Google's Firestore emulator sends them to the Functions emulator (a
//   binary-mode CloudEvent: ce-* headers, the DocumentEventData protobuf as the body), for every
//   export with an event trigger. The key is `{region}-{function}-{generation}`.
//
// Why not the Functions emulator for these: it gives each request or event a worker process of its
// own and queues the rest behind at most FUNCTIONS_EMULATOR_PARALLEL workers, so a burst of 200
// calls took 3–14 s at p99 (npm run bench:callables), and the trigger events of a burst of orders
// (sendMail, productWritten) cost a worker process each beside it. The code path per call is the
// same here: a request goes through firebase-functions' own onCall wrapper (CORS, token checks, App
// Check, the callable protocol, errors) into our handler, after the checks of its tokens that the
// emulator leaves out and production makes (tokenRefusal below); an event is handed to the exported
// function as the emulator's worker hands it (functionsEmulatorRuntime: the ce-* headers become the
// event's attributes, the body its data, which firebase-functions decodes as Eventarc's); the
// environment is the one the emulator gives its workers. The emulator still registers the triggers
// with the document server.
//
// Started by callable-server.ts (a separate name: an import of "./callable-server" must find the .ts)
// with CALLABLE_SERVER_* variables; plain JavaScript so it starts without a TypeScript loader.
import { createHash } from 'node:crypto';
import { readFileSync, watchFile } from 'node:fs';
import { createRequire } from 'node:module';
import { hostPolicy, hostRefusal } from '../server/local-hosts.mjs';
import { checkIdToken, checkLocalAppCheckToken, TokenError } from '../server/local-tokens.mjs';

const require = createRequire(import.meta.url);
const express = require('express');
/** The host's own modules, kept when the functions are reloaded. */
const hostModules = new Set(Object.keys(require.cache));

const modulePath = process.env.CALLABLE_SERVER_MODULE;
const host = process.env.CALLABLE_SERVER_HOST ?? '127.0.0.1';
const port = Number(process.env.CALLABLE_SERVER_PORT ?? 0);
const projectId = process.env.GCLOUD_PROJECT;
if (!modulePath || !projectId) {
  console.error('callable-server: CALLABLE_SERVER_MODULE and GCLOUD_PROJECT are required.');
  process.exit(2);
}

/** The exports, with the names the Functions emulator gives them (a group's members as `group-member`). */
function* exportedFunctions(module, prefix = '') {
  for (const [name, exported] of Object.entries(module)) {
    if (typeof exported === 'function' && exported.__endpoint) yield [`${prefix}${name}`, exported];
    else if (exported && typeof exported === 'object' && !Array.isArray(exported)) yield* exportedFunctions(exported, `${prefix}${name}-`);
  }
}

/**
 * `/{project}/{region}/{name}` → the exported function, for every HTTPS export; `{region}-{name}` →
 * the exported function, for every event-triggered export.
 */
function loadRoutes() {
  // A reload is a new instance, as the emulator's new workers are: the functions and everything they
  // load (firebase-admin's apps, whose Firestore takes its settings once) start afresh. Calls under
  // way finish with the modules they started with.
  for (const key of Object.keys(require.cache)) if (!hostModules.has(key)) delete require.cache[key];
  const functionsModule = require(modulePath);
  const routes = new Map();
  const events = new Map();
  for (const [name, exported] of exportedFunctions(functionsModule)) {
    const endpoint = exported.__endpoint;
    const regions = endpoint.region ?? ['us-central1'];
    if (endpoint.callableTrigger || endpoint.httpsTrigger) for (const region of regions) routes.set(`/${projectId}/${region}/${name}`, exported);
    else if (endpoint.eventTrigger) for (const region of regions) events.set(`${region}-${name}`, exported);
  }
  return { routes, events };
}

/** What the functions' file holds, to tell a new build from the same one written again. */
function contentHash() {
  try {
    return createHash('sha256').update(readFileSync(modulePath)).digest('hex');
  } catch {
    return null;
  }
}

let loadedHash = contentHash();
let { routes, events } = loadRoutes();
// `npm run build -w backend/functions` while the backend runs: serve the new code, as the emulator does.
// Only when the code changed: every backend start rebuilds the functions, and another backend
// starting beside this one (the test workers, the e2e shards) writes the same bytes again. Reloading
// then gained nothing and cost calls under way: a call that straddled the reload mixed the old and
// new firebase-admin ("Detected an object of type Timestamp that doesn't match the expected
// instance") and answered INTERNAL, which failed a unit test on a busy machine.
watchFile(modulePath, { interval: 1000 }, (current, previous) => {
  if (current.mtimeMs === previous.mtimeMs) return;
  const hash = contentHash();
  if (hash === null) return;
  if (hash === loadedHash) {
    console.log('callable-server: the functions were written again unchanged; not reloaded');
    return;
  }
  try {
    ({ routes, events } = loadRoutes());
    loadedHash = hash;
    console.log(`callable-server: reloaded ${routes.size} callable and ${events.size} event functions`);
  } catch (error) {
    console.error('callable-server: reloading the functions failed; still serving the previous build', error);
  }
});

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 'loopback');
// Only requests addressed to this machine (or an allowed host): a page elsewhere must not reach the
// functions through DNS rebinding (local-hosts.mjs, as on the document and storage servers).
const allowedHosts = (process.env.CALLABLE_SERVER_ALLOWED_HOSTS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const hostAllowed = hostPolicy({ host, port: () => server.address().port, allowedHosts });
app.use((request, response, next) => {
  // Every answer is JSON (or a function's own text): never to be sniffed into something a browser runs.
  response.set('X-Content-Type-Options', 'nosniff');
  if (hostAllowed(request.headers.host)) return next();
  response.status(403).json({ error: { status: 'PERMISSION_DENIED', message: hostRefusal('callable functions host', request.headers.host) } });
});
// Callables take JSON; 10 MB is the request limit of HTTPS functions in production.
const keepRawBody = (request, _response, buffer) => {
  request.rawBody = buffer;
};
app.use(express.json({ limit: '10mb', verify: keepRawBody }));
app.use(express.raw({ type: () => true, limit: '10mb', verify: keepRawBody }));

/**
 * The first calls would otherwise pay for loading and compiling firebase-admin's Firestore client
 * (google-gax, protobufjs: about a second of CPU) while a burst is waiting: a read through a client
 * configured as the functions' own (admin.ts) loads it before the server says it is ready.
 */
async function warmUp() {
  const documentServer = process.env.DOCUMENT_SERVER_HOST;
  if (!documentServer) return;
  const { initializeApp, deleteApp } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');
  require('firebase-admin/auth');
  const app = initializeApp({ projectId }, 'callable-server-warm-up');
  try {
    const db = getFirestore(app);
    db.settings({ host: documentServer, ssl: false, preferRest: true, authClient: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) } });
    await db.doc('settings/site').get();
    // The callables' work is mostly transactions: compiled and optimised on a few empty ones (reads,
    // a commit without writes) rather than on a burst's first calls (round 1 of bench:callables had
    // a p99 of 2.3–3.1 s without this, 1.5–2.3 s with it; later rounds 1.3–1.9 s).
    for (let batch = 0; batch < 3; batch += 1) {
      await Promise.all(
        Array.from({ length: 10 }, () =>
          db.runTransaction(async (transaction) => {
            await transaction.get(db.doc('settings/site'));
            await transaction.get(db.doc('rateLimits/warm-up'));
          }),
        ),
      );
    }
  } finally {
    await deleteApp(app);
  }
}
const warm = warmUp().then(
  () => true,
  (error) => {
    console.error('callable-server: the warm-up read failed (the first calls will be slower)', error);
    return true;
  },
);
let warmedUp = false;
void warm.then(() => (warmedUp = true));

app.get('/__callables', (_request, response) => {
  response.json({ pid: process.pid, warm: warmedUp, functions: warmedUp ? [...routes.keys()] : [], events: warmedUp ? [...events.keys()] : [] });
});

/** The event as the Functions emulator's worker builds it (functionsEmulatorRuntime, EventUtils). */
function eventOf(request) {
  const binary = ['ce-type', 'ce-specversion', 'ce-source', 'ce-id'].every((name) => request.get(name));
  if (!binary) return Buffer.isBuffer(request.body) ? JSON.parse(request.body.toString('utf8')) : request.body;
  const event = {};
  for (const [name, value] of Object.entries(request.headers)) if (name.startsWith('ce-')) event[name.slice(3)] = value;
  // The Firestore emulator sends the protobuf base64-encoded; the Functions emulator turns it back
  // into bytes before its worker sees it ("to mimic Eventarc"), and so do we.
  event.data = request.is('application/protobuf') ? Buffer.from(request.body.toString('latin1'), 'base64') : request.body;
  return event;
}

app.post('/functions/projects/:project/triggers/:key', (request, response) => {
  // The generation the emulator counts up on each reload of the functions is not part of the name.
  const name = /^(.+)-\d+$/.exec(request.params.key)?.[1] ?? request.params.key;
  const trigger = request.params.project === projectId && warmedUp ? events.get(name) : undefined;
  if (!trigger) {
    // 404 makes the document server wait and retry, as while the emulator loads the functions.
    response.status(404).json({ error: `No event function ${request.params.key} (yet)` });
    return;
  }
  // The shop's event functions are all 2nd gen (CloudEvents); a 1st-gen one would need the
  // emulator's (data, context) call and resource lifting, which nothing here uses.
  Promise.resolve()
    .then(() => trigger(eventOf(request)))
    .then(
      () => response.json({ status: 'acknowledged' }),
      (error) => {
        console.error(`callable-server: the event function ${name} failed`, error);
        response.status(500).send(error instanceof Error ? error.message : String(error));
      },
    );
});

/**
 * Why a callable's tokens are refused, or null. firebase-functions only decodes them under
 * FUNCTIONS_EMULATOR (skipTokenVerification), so an expired ID token, one for another project or a
 * signed one nobody checked would reach the function; Google's front end and the Admin SDK refuse
 * those in production. Here the document server's checks apply (local-tokens.mjs), and App Check
 * accepts only the local token the shop's pages mint. A missing token is for the function to judge
 * (anonymous calls; enforceAppCheck refuses a missing App Check token itself).
 */
function tokenRefusal(request) {
  const check = (verify, token) => {
    try {
      verify(token, projectId);
      return null;
    } catch (error) {
      if (error instanceof TokenError) return error.message;
      throw error;
    }
  };
  const authorization = request.get('authorization');
  if (authorization) {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!bearer) return 'The Authorization header must be "Bearer <ID token>".';
    const refused = check(checkIdToken, bearer[1]);
    if (refused) return refused;
  }
  const appCheck = request.get('x-firebase-appcheck');
  return appCheck ? check(checkLocalAppCheckToken, appCheck) : null;
}

/** The callable protocol's refusal, readable by the calling page (onCall's CORS answers any origin). */
function refuseUnauthenticated(request, response, message) {
  const origin = request.get('origin');
  if (origin) response.set({ 'Access-Control-Allow-Origin': origin, Vary: 'Origin' });
  response.status(401).json({ error: { status: 'UNAUTHENTICATED', message } });
}

app.use((request, response) => {
  const handler = routes.get(request.path);
  if (!handler) {
    response.status(404).json({ error: { status: 'NOT_FOUND', message: `No function at ${request.path}` } });
    return;
  }
  if (handler.__endpoint.callableTrigger && request.method !== 'OPTIONS') {
    const refused = tokenRefusal(request);
    if (refused) {
      refuseUnauthenticated(request, response, refused);
      return;
    }
  }
  Promise.resolve()
    .then(() => handler(request, response))
    .catch((error) => {
      console.error(`callable-server: ${request.path} threw`, error);
      if (!response.headersSent) response.status(500).json({ error: { status: 'INTERNAL', message: 'INTERNAL' } });
    });
});

// Express answers malformed JSON with a 400 of its own; say it in the callable protocol's shape.
app.use((error, _request, response, _next) => {
  const status = typeof error?.status === 'number' ? error.status : 500;
  const code = status < 500 ? 'INVALID_ARGUMENT' : 'INTERNAL';
  response.status(status).json({ error: { status: code, message: status < 500 ? (error?.message ?? 'Bad request') : 'INTERNAL' } });
});

const server = app.listen(port, host, () => {
  console.log(`callable-server: ${routes.size} functions on http://${host}:${server.address().port} (pid ${process.pid})`);
});
// Slow or half-open clients do not hold connections (issue 10 item 15's limits, as on the other servers).
server.headersTimeout = 10_000;
server.requestTimeout = 75_000;
server.keepAliveTimeout = 5_000;

// Stopped by the backend (SIGTERM to its group) or, if the backend died, by the parent watchdog: the
// port is given back at once, so a backend restarted right after a kill -9 can take it again.
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 500).unref();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
