# PassDesk's container image (docs/operations.md, "The container image").
#   docker build -t passdesk .
#   docker run -p 3000:3000 -v passdesk-data:/data passdesk              # embedded database in /data
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… passdesk        # PostgreSQL (see compose.yaml)
# The build stage installs every dependency from the lock, builds the panel and bundles the server
# once; the runtime stage holds the production dependencies only and runs as a user without
# privileges. `passdesk <command>` inside the container is the administrator's command line.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The dependencies first, from the manifests alone: this layer is built again only when they change.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --include=dev --ignore-scripts --no-audit --no-fund
COPY . .
# The panel (Vite), the server bundle (esbuild), the embedded database's initdb template and the
# demo cards' avatars, so that a first start on an empty /data neither runs initdb nor draws
# (node_modules/.cache/passdesk). Not the demo DATA_DIR `npm install` prepares for a checkout
# (warm-first-start.ts): it holds one install's secrets, which no two containers may share.
RUN npm run build \
 && node scripts/build-server.mjs \
 && node --import tsx apps/server/src/platform/database/warm-pglite-template.ts \
 && node --import tsx apps/server/src/modules/cards/warm-demo-avatars.ts

FROM node:24-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The server's production dependencies only (and the contract it links to); no install scripts.
RUN npm ci --omit=dev --workspace @passdesk/server --ignore-scripts --no-audit --no-fund

FROM node:24-bookworm-slim
# PostgreSQL's client tools, for `passdesk backup` and `restore` on a DATABASE_URL (pg_dump,
# pg_restore; Debian's, of PostgreSQL 15: a newer server needs newer tools, docs/operations.md
# "Backups and restore"). Before everything else: this layer is built again only when it changes.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
RUN groupadd --system --gid 10001 passdesk \
 && useradd --system --uid 10001 --gid passdesk --home-dir /data --no-create-home --shell /usr/sbin/nologin passdesk \
 && mkdir /data \
 && chown passdesk:passdesk /data
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=build /app/node_modules/.cache/passdesk node_modules/.cache/passdesk
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/contract packages/contract
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/src apps/server/src
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/scripts/serve.sh /app/scripts/passdesk.mjs scripts/
RUN ln -s /app/scripts/passdesk.mjs /usr/local/bin/passdesk
USER passdesk
# The embedded database (pglite/) and stored files (files/) when no DATABASE_URL / S3_* is set.
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: the server stops taking connections, finishes requests in flight and exits 0.
STOPSIGNAL SIGTERM
CMD ["/app/scripts/serve.sh"]
