# The shop's image (docs/deploy.md): built in one stage, run from a slim one with production
# dependencies only, as the unprivileged `node` user.

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# dist/client (the browser app and its .br/.gz copies), dist/ssr (the pages' renderer), dist/server/main.js
RUN npm run build

FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist
# Applied at every start (dist/server/main.js finds them at ../../migrations).
COPY migrations ./migrations
# The embedded database, the outbox and uploads on disk when PostgreSQL, SMTP or S3 are not set.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 5000
# Liveness only; a load balancer asks /readyz (storage and migrations too) before sending traffic.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) lets the shop finish the requests it is serving before it exits.
CMD ["node", "dist/server/main.js"]
