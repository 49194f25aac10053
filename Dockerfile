# The shop's server-rendering service (the shell's Node server) as a container: the Cloud Run
# service `shop-ssr` described by shell/service.yaml (backend/README.md, "Production: the
# server-rendering service").
#
# Why this file is at the repository root and not in shell/: the build needs the whole monorepo —
# the one package-lock.json of the npm workspaces, webpack.shared.js, scripts/build.ts, and the
# shared packages the shell bundles (shared-auth, shared-data, shared-ui, shared-router,
# federation-plugins) — so the build context is the root anyway, and `gcloud builds submit --tag …`
# builds the Dockerfile found at the root of what it uploads. .dockerignore keeps the context small.
#
#   docker build -t shop-ssr .                       (--build-arg BUILD_LABEL=<release> to label it)
#   docker run --rm -p 8080:8080 -e FIREBASE_PROJECT_ID=… -e FIREBASE_API_KEY=… \
#     -e FIREBASE_AUTH_DOMAIN=… -e FIREBASE_APP_ID=… -e REMOTE_CATALOG_URL=… … shop-ssr

ARG NODE_IMAGE=node:20.20-bookworm-slim

# ── build: the workspaces' dependencies, then the shell's production build (shell/dist) ──────────
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The README's toolchain (npm 11, which wrote package-lock.json); the image comes with npm 10.
RUN npm install --global npm@11
COPY . .
# No install scripts: package.json's allowScripts refuses those of @firebase/util, protobufjs and
# re2 anyway, and esbuild's only checks its binary, which arrives as a platform package.
RUN npm ci --ignore-scripts
# Compiled into the bundles as __BUILD_LABEL__ (read by scripts/build.ts); "local" when not given.
ARG BUILD_LABEL
RUN npx tsx scripts/build.ts --only shell

# ── runtime: the shell's build output and nothing else ───────────────────────────────────────────
# No node_modules: webpack bundles every package into shell/dist/server (target async-node; only
# Node's built-in modules stay external — `grep -ohE 'require\("[^"]+"\)' shell/dist/server/*.js`
# lists nothing else), and the remotes' code is fetched at run time from their deployments
# (REMOTE_<NAME>_URL). The server reads shell/dist/client (pages' scripts and styles) beside it.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
# Owned by root and only read: the server writes nothing to disk.
COPY --from=build /app/shell/dist shell/dist
USER node
EXPOSE 8080
# For `docker run`; Cloud Run ignores it and uses the probes of shell/service.yaml.
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/__health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same command as `npm run start:prod`. Node runs as PID 1 and handles SIGTERM itself: it stops
# accepting connections, finishes the requests in flight and exits (at the latest 8 s later).
CMD ["node", "shell/dist/server/server.js"]
