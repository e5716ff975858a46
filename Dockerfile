# One image per service from the deploy bundle (docs/DEPLOY.md, "Docker image"):
#   pnpm bundle                                   # dist/deploy/api, dist/deploy/gateway
#   docker build --build-arg SERVICE=api     -t cfx-api .
#   docker build --build-arg SERVICE=gateway -t cfx-gateway .
# Nothing is compiled or installed here: the folder already holds its production node_modules
# and its services compiled to JavaScript by esbuild (no tsx), so the image is the bundle on a
# Node 24 LTS base and no more.
# The build context is the bundle only (.dockerignore), never the sources or a .env.

# api | gateway
ARG SERVICE=api

FROM node:24-bookworm-slim AS base
ARG SERVICE
# HOST: in a container the service must listen beyond loopback (its default is 127.0.0.1).
# DATA_DIR: PGlite (only without DATABASE_URL) and the local file store (only without FILE_STORE).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the service: the code cannot be changed by the process running it.
COPY dist/deploy/${SERVICE}/ /app/
# The one writable place.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
# The unprivileged user of the Node images (uid 1000).
USER node

FROM base AS api
ENV API_PORT=4010
EXPOSE 4010
# /api/v1/healthz answers 200 only when PostgreSQL does.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.API_PORT+'/api/v1/healthz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

FROM base AS gateway
ENV PORT=4000 \
    WEB_DIST=/app/web
EXPOSE 4000
# Liveness only; a load balancer should use /readyz (API and identity reachable).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

FROM ${SERVICE}
# Both services stop cleanly on SIGTERM (in-flight requests finish). Node runs as PID 1: give it
# an init (`docker run --init`, or the orchestrator's equivalent) to reap stray children.
# The start command of bundle.json (scripts/deploy/bundle.ts, START_COMMAND).
CMD ["node", "--enable-source-maps", "src/main.mjs"]
