#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: Debian's `postgresql` package, a new cluster in a temporary
# directory on a free port (trust authentication on 127.0.0.1 only), DATABASE_URL exported to the command, the
# server stopped and its directory removed afterwards, whatever the command's outcome.
#
#   bash .ci/with-postgres.sh npx jest --selectProjects server
#
# Without PostgreSQL binaries (apt-get install postgresql) it exits 3, or with --optional first prints that the
# command was not run and exits 0 (npm test on a machine without PostgreSQL; .ci/run installs it, so CI always runs).
set -uo pipefail

optional=0
if [ "${1:-}" = "--optional" ]; then optional=1; shift; fi
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "with-postgres: no PostgreSQL server binaries (/usr/lib/postgresql/*/bin), so NOT run: $*" >&2
  echo "with-postgres: apt-get install postgresql to run it (.ci/run does)" >&2
  [ $optional = 1 ] && exit 0
  exit 3
fi

dir=$(mktemp -d /tmp/verijobs-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# PostgreSQL refuses to run as root: as root, the cluster belongs to the package's `postgres` user.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
chmod 700 "$dir"

cleanup() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
trap "exit 130" INT
trap "exit 143" TERM

if ! as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1; then
  cat "$dir/initdb.log" >&2
  exit 1
fi
if ! as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null; then
  cat "$dir/server.log" >&2
  exit 1
fi
as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres verijobs_test || exit 1

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/verijobs_test"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port"
"$@"
