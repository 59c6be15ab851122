# syntax=docker/dockerfile:1
# Prancheta: one server process serving the API and the built web app.
# `npm run test:image` (scripts/runtime-stage.test.mjs) performs the `deps` stage (with the
# `manifests` stage it starts from) and the `runtime` stage outside a container, reading their COPY,
# RUN npm ci, ENV, USER, VOLUME, CMD and HEALTHCHECK lines from this file: keep each instruction on
# one line, COPY sources relative to the repository root.

ARG NODE_IMAGE=node:24-bookworm-slim

# Package manifests and the tools better-sqlite3 compiles with when no prebuilt binary fits.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# Build: every dependency, then the web app (apps/web/dist, with .br and .gz copies of each asset)
# and the server (apps/server/dist: plain JavaScript bundles with source maps, see apps/server/build.mjs).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies of the server and the shared package only (no web, test or lint packages).
FROM manifests AS deps
RUN npm ci --omit=dev --workspace apps/server --workspace packages/shared --no-audit --no-fund

# Runtime: the built server run by plain node (no TypeScript compiler); its assets beside the build,
# which finds them relative to itself. `npm start`, `npm run backup` etc. work here too: with no
# sources in the image, scripts/build-if-stale.mjs builds nothing.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data PORT=3000 HOST=0.0.0.0
COPY --from=deps /app/node_modules node_modules
COPY package.json package-lock.json ./
COPY scripts/build-if-stale.mjs scripts/
COPY apps/server/package.json apps/server/
COPY apps/server/assets apps/server/assets
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Readiness: the database, Redis when configured and the file storage all answer.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
