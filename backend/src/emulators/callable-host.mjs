// The local host of the shop's HTTPS functions (callables): one Node process that loads the built
// functions (backend/functions/lib/index.js) and answers `/{project}/{region}/{name}` for every
// export that is an `onCall` or `onRequest` function, many requests at once — as a Cloud Functions
// v2 instance does (Cloud Run, up to 80 concurrent requests per instance).
//
// Why not the Functions emulator for these: it gives each request a worker process of its own and
// queues the rest behind at most FUNCTIONS_EMULATOR_PARALLEL workers, so a burst of 200 calls took
// 3–14 s at p99 (npm run bench:callables). The code path per call is the same here: the request goes
// through firebase-functions' own onCall wrapper (CORS, token checks, App Check, the callable
// protocol, errors) into our handler, with the environment the emulator gives its workers. The
// emulator still runs the Firestore triggers and schedules.
//
// Started by callable-server.ts (a separate name: an import of "./callable-server" must find the .ts) with CALLABLE_SERVER_* variables; plain JavaScript so it starts
// without a TypeScript loader.
import { watchFile } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const express = require('express');

const modulePath = process.env.CALLABLE_SERVER_MODULE;
const host = process.env.CALLABLE_SERVER_HOST ?? '127.0.0.1';
const port = Number(process.env.CALLABLE_SERVER_PORT ?? 0);
const projectId = process.env.GCLOUD_PROJECT;
if (!modulePath || !projectId) {
  console.error('callable-server: CALLABLE_SERVER_MODULE and GCLOUD_PROJECT are required.');
  process.exit(2);
}

/** `/{project}/{region}/{name}` → the exported function, for every HTTPS export. */
function loadRoutes() {
  delete require.cache[require.resolve(modulePath)];
  const functionsModule = require(modulePath);
  const routes = new Map();
  for (const [name, exported] of Object.entries(functionsModule)) {
    const endpoint = typeof exported === 'function' ? exported.__endpoint : undefined;
    if (!endpoint || !(endpoint.callableTrigger || endpoint.httpsTrigger)) continue;
    for (const region of endpoint.region ?? ['us-central1']) routes.set(`/${projectId}/${region}/${name}`, exported);
  }
  return routes;
}

let routes = loadRoutes();
// `npm run build -w backend/functions` while the backend runs: serve the new code, as the emulator does.
watchFile(modulePath, { interval: 1000 }, (current, previous) => {
  if (current.mtimeMs === previous.mtimeMs) return;
  try {
    routes = loadRoutes();
    console.log(`callable-server: reloaded ${routes.size} functions`);
  } catch (error) {
    console.error('callable-server: reloading the functions failed; still serving the previous build', error);
  }
});

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 'loopback');
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
  response.json({ pid: process.pid, warm: warmedUp, functions: warmedUp ? [...routes.keys()] : [] });
});

app.use((request, response) => {
  const handler = routes.get(request.path);
  if (!handler) {
    response.status(404).json({ error: { status: 'NOT_FOUND', message: `No function at ${request.path}` } });
    return;
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
