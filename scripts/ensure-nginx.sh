#!/usr/bin/env bash
# The load-balancer tests and the fleet suite run Debian's nginx (never a downloaded build),
# started by the tests themselves as an ordinary user with their own configuration.
set -euo pipefail
if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's nginx package for the load-balancer tests…"
  # The package's own service would start a system nginx on port 80; nothing here needs it, so
  # services are kept from starting while the package installs (policy-rc.d answers "denied").
  policy=/usr/sbin/policy-rc.d
  had_policy=0
  if [ -e "$policy" ]; then had_policy=1; fi
  if [ "$had_policy" = "0" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
  fi
  status=0
  apt-get update -qq || status=$?
  if [ "$status" = "0" ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null ||
      status=$?
  fi
  if [ "$had_policy" = "0" ]; then rm -f "$policy"; fi
  # Where systemd runs, the unit may still have been enabled: keep it stopped and off.
  if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
    systemctl disable --now nginx >/dev/null 2>&1 || true
  fi
  exit "$status"
fi
echo "The load-balancer tests need nginx. Install it with: sudo apt-get install nginx" >&2
exit 1
