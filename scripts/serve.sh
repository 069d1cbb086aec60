#!/bin/sh
# Runs the built server bundle in the foreground, as the container image's command: `exec` makes
# node the process that receives SIGTERM (a graceful stop, exit 0). It sets what `npm start` would
# set (scripts/start.mjs) and nothing else: MALLOC_MMAP_THRESHOLD_, 32768 on the embedded database
# and 131072 with a DATABASE_URL, from the environment or the .env file the server loads
# (docs/operations.md "The server's memory"); a value of the operator's own wins.
set -eu
cd "$(dirname "$0")/.."
if [ -z "${MALLOC_MMAP_THRESHOLD_:-}" ]; then
  if [ -n "${DATABASE_URL:-}" ] || { [ -z "${DATABASE_URL+set}" ] && grep -Eqs '^[[:space:]]*(export[[:space:]]+)?DATABASE_URL=[^[:space:]#]' "${ENV_FILE-.env}"; }; then
    MALLOC_MMAP_THRESHOLD_=131072
  else
    MALLOC_MMAP_THRESHOLD_=32768
  fi
  export MALLOC_MMAP_THRESHOLD_
fi
exec node apps/server/dist/main.mjs
