#!/usr/bin/env bash
# Restarts the canasta@PORT processes of this host one at a time without losing a request
# (docs/operations/deploy.md, decision 055). For each port:
#   1. out of nginx: the site rendered again with that upstream --down, nginx reloaded;
#   2. wait until nothing is connected to the port (nginx's old workers finish what they had);
#   3. systemctl restart canasta@PORT (SIGTERM: it drains and finishes what is in flight), wait
#      for its /readyz;
#   4. back in: the site rendered as before, nginx reloaded.
# Out first, because nginx can't probe /readyz: if the process closed its listener while nginx
# still sent to it, connections already queued on the port would be reset, and a POST on one
# answered 502.
#
#   deploy/rolling-restart.sh            every running canasta@ unit
#   deploy/rolling-restart.sh 3001 3002  these ports
#
# NGINX_RENDER_ARGS (default /etc/canasta/nginx-render.args) holds the arguments nginx's site is
# rendered with by deploy/nginx/render.mjs, --out included (lines starting with # are skipped);
# the process on port P is its upstream UPSTREAM_HOST:P (default 127.0.0.1).
set -euo pipefail
READY_TIMEOUT_S=${READY_TIMEOUT_S:-60}
DRAIN_TIMEOUT_S=${DRAIN_TIMEOUT_S:-20}
NGINX_RENDER_ARGS=${NGINX_RENDER_ARGS:-/etc/canasta/nginx-render.args}
UPSTREAM_HOST=${UPSTREAM_HOST:-127.0.0.1}
RENDER="$(cd "$(dirname "$0")" && pwd)/nginx/render.mjs"

if [ ! -r "$NGINX_RENDER_ARGS" ]; then
  echo "Can't read $NGINX_RENDER_ARGS (render.mjs's arguments for this nginx, docs/operations/deploy.md)." >&2
  exit 1
fi
read -r -d '' -a render_args < <(grep -v '^[[:space:]]*#' "$NGINX_RENDER_ARGS") || true
if [[ " ${render_args[*]} " != *" --out "* ]]; then
  echo "$NGINX_RENDER_ARGS has no --out: where nginx reads the site from." >&2
  exit 1
fi

ports=("$@")
if [ ${#ports[@]} -eq 0 ]; then
  mapfile -t ports < <(systemctl list-units --type=service --state=running --plain --no-legend 'canasta@*' |
    sed -n 's/^canasta@\([0-9]*\)\.service.*/\1/p')
fi
if [ ${#ports[@]} -eq 0 ]; then
  echo "No running canasta@ units." >&2
  exit 1
fi

# Renders the site (with any extra arguments, e.g. --down) and reloads nginx gracefully.
render_and_reload() {
  node "$RENDER" "${render_args[@]}" "$@"
  nginx -t -q
  systemctl reload nginx
}

for port in "${ports[@]}"; do
  echo "canasta@${port}: out of nginx…"
  render_and_reload --down "${UPSTREAM_HOST}:${port}"
  # The reload is asynchronous; then wait for the last connection to the port, bounded: a live
  # feed of the orders board may hold one, and the process's SIGTERM ends it with a retry:.
  sleep 1
  deadline=$((SECONDS + DRAIN_TIMEOUT_S))
  while [ -n "$(ss -Htn state established "( sport = :${port} )")" ] && [ "$SECONDS" -lt "$deadline" ]; do
    sleep 0.5
  done

  echo "canasta@${port}: stopping gracefully, starting again…"
  systemctl restart "canasta@${port}"
  deadline=$((SECONDS + READY_TIMEOUT_S))
  until curl -fs -o /dev/null "http://127.0.0.1:${port}/readyz"; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      echo "canasta@${port} is not ready after ${READY_TIMEOUT_S} s: stopping here. It stays out of nginx;" \
        "once it answers /readyz: node $RENDER ${render_args[*]} && systemctl reload nginx" >&2
      exit 1
    fi
    sleep 0.5
  done

  render_and_reload
  echo "canasta@${port}: ready and back in nginx."
done
