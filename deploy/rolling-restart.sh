#!/usr/bin/env bash
# Restarts the instances one at a time, so nginx always has one that answers: before each restart
# the others must be ready; after it, the restarted one must answer GET /api/ready within
# MDC_READY_TIMEOUT seconds, and nginx is given MDC_SETTLE_SECONDS to take it back (its
# fail_timeout in nginx/mdc.conf) before the next one goes. Stops at the first problem.
#   deploy/rolling-restart.sh                      (as root, after an update and npm run build)
# Settings (environment): MDC_INSTANCES ("1 2"), MDC_PORT_BASE (3000: instance i on 3000+i),
# MDC_RESTART_COMMAND ("systemctl restart": run with the unit name, mdc@i), MDC_READY_TIMEOUT (60),
# MDC_SETTLE_SECONDS (6).
set -euo pipefail
instances="${MDC_INSTANCES:-1 2}"
port_base="${MDC_PORT_BASE:-3000}"
restart="${MDC_RESTART_COMMAND:-systemctl restart}"
timeout="${MDC_READY_TIMEOUT:-60}"
settle="${MDC_SETTLE_SECONDS:-6}"

ready() {
  curl -fs -o /dev/null --max-time 2 "http://127.0.0.1:$((port_base + $1))/api/ready"
}

for i in $instances; do
  for other in $instances; do
    if [ "$other" != "$i" ] && ! ready "$other"; then
      echo "rolling-restart: mdc@$other is not ready, so mdc@$i stays up; nothing restarted" >&2
      exit 1
    fi
  done
  echo "rolling-restart: restarting mdc@$i"
  started=$(date +%s)
  $restart "mdc@$i"
  until ready "$i"; do
    if [ $(($(date +%s) - started)) -ge "$timeout" ]; then
      echo "rolling-restart: mdc@$i is not ready after ${timeout}s; stopping here" >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "rolling-restart: mdc@$i is ready after $(($(date +%s) - started))s"
  sleep "$settle"
done
echo "rolling-restart: done"
