# The site as Next.js's standalone build, served by src/server/serve.ts (compiled to serve.mjs). Build: docker compose build; run: docker compose up.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# serve.mjs carries its own dependencies (compression, pg for the publish listener) except Next,
# which the standalone build traces; cache-handler.mjs loads `redis` from the standalone build's
# node_modules (an external package of Next's, for the rate limits), so that the tracing's Redis
# instrumentation sees its commands.
RUN npm run build && npx esbuild src/server/serve.ts --bundle --platform=node --format=esm --external:next \
      --banner:js="import{createRequire}from'node:module';const require=createRequire(import.meta.url);" --outfile=.next/standalone/serve.mjs \
 && npx esbuild src/server/cacheHandler.ts --bundle --platform=node --format=esm --external:next \
       --banner:js="import{createRequire}from'node:module';const require=createRequire(import.meta.url);" --external:redis --outfile=.next/standalone/cache-handler.mjs \
 && npx esbuild src/server/localCacheHandler.ts --bundle --platform=node --format=esm --external:next \
      --banner:js="import{createRequire}from'node:module';const require=createRequire(import.meta.url);" --outfile=.next/standalone/local-cache-handler.mjs

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
RUN useradd --system --uid 1001 starfin && mkdir -p media && chown starfin media
COPY --from=build /app/public ./public
COPY --from=build --chown=starfin /app/.next/standalone ./
COPY --from=build --chown=starfin /app/.next/static ./.next/static
USER starfin
EXPOSE 3000
# Pending migrations are applied by Payload when the server starts (prodMigrations), unless
# MIGRATE_ON_START=0 (a fleet: docker-compose.yml's migrate service runs them once per deploy).
# With REDIS_URL, serve.mjs points Next at cache-handler.mjs (the shared page cache), else at
# local-cache-handler.mjs (Next's file-system cache, without answers that show nothing).
CMD ["node", "serve.mjs"]
