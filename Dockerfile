# syntax=docker/dockerfile:1
# Canasta in containers (docs/operations/deploy.md). Two images from one build:
#   docker build -t canasta .                    the API and web app (one Node process)
#   docker build --target nginx -t canasta-nginx .   nginx with the web build and its site
# deploy/compose.yaml builds both and runs three API processes behind nginx.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so a change of source doesn't reinstall every package. better-sqlite3 and
# sharp ship prebuilt binaries for this platform: nothing is compiled.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# nginx's site for compose's three API processes (their service names), filled at build time.
ARG UPSTREAMS=app1:3000,app2:3000,app3:3000
RUN node deploy/nginx/render.mjs --listen 80 --upstreams "$UPSTREAMS" \
      --web-dist /usr/share/canasta/web --uploads /srv/canasta/uploads \
      --out /tmp/canasta-nginx.conf
# The server's bundle loads its packages from node_modules at run time; tools stay behind.
RUN npm prune --omit=dev --no-audit --no-fund

FROM nginx:1.22 AS nginx
COPY --from=build /app/apps/web/dist /usr/share/canasta/web
COPY --from=build /tmp/canasta-nginx.conf /etc/nginx/conf.d/default.conf

FROM node:20-bookworm-slim AS app
ENV NODE_ENV=production \
    PORT=3000 \
    UPLOADS_DIR=/srv/canasta/uploads
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/contract packages/contract
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
RUN mkdir -p /srv/canasta/uploads && chown node:node /srv/canasta/uploads
USER node
EXPOSE 3000
# SIGTERM drains (decision 055): give it SHUTDOWN_DRAIN_DELAY_MS + SHUTDOWN_TIMEOUT_MS and more
# (compose's stop_grace_period, Kubernetes' terminationGracePeriodSeconds).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=5s --timeout=2s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]
