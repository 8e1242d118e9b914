#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for tests and benchmarks.
#
#   scripts/pg-throwaway.sh start [dir]   prints postgres://… on stdout (the cluster's
#                                         folder goes to stderr); fsync off, loopback only
#   scripts/pg-throwaway.sh stop <dir|url>  stops the cluster and removes its folder
#
# As root the server runs as user `postgres` (created when missing).
set -euo pipefail

find_bin() {
  local name=$1
  if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return; fi
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/$name" ]; then echo "$dir/$name"; return; fi
  done
  echo "pg-throwaway: $name not found (install PostgreSQL, e.g. apt-get install postgresql)" >&2
  exit 1
}

registry() { echo "${TMPDIR:-/tmp}/pg-throwaway.$1"; }

as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

start() {
  local initdb pg_ctl dir port
  initdb=$(find_bin initdb)
  pg_ctl=$(find_bin pg_ctl)
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  fi
  dir=${1:-$(mktemp -d "${TMPDIR:-/tmp}/pg-throwaway.XXXXXX")}
  mkdir -p "$dir"
  chmod 700 "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  as_owner "$initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-sync >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  for attempt in 1 2 3; do
    port=$(free_port)
    if as_owner "$pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start \
      -o "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200" \
      >/dev/null; then
      ln -sfn "$dir" "$(registry "$port")"
      echo "pg-throwaway: cluster in $dir (stop with: scripts/pg-throwaway.sh stop $dir)" >&2
      echo "postgres://postgres@127.0.0.1:$port/postgres"
      return
    fi
    echo "pg-throwaway: start attempt $attempt failed, retrying" >&2
  done
  cat "$dir/server.log" >&2
  exit 1
}

stop() {
  local target=${1:?usage: pg-throwaway.sh stop <dir|url>} dir pg_ctl
  if [[ $target == postgres*://* ]]; then
    local port=${target##*:}
    port=${port%%/*}
    dir=$(readlink -f "$(registry "$port")" 2>/dev/null || true)
    rm -f "$(registry "$port")"
  else
    dir=$target
  fi
  if [ -z "$dir" ] || [ ! -d "$dir/data" ]; then
    echo "pg-throwaway: no cluster at ${dir:-$target}" >&2
    exit 1
  fi
  pg_ctl=$(find_bin pg_ctl)
  as_owner "$pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  find "${TMPDIR:-/tmp}" -maxdepth 1 -name 'pg-throwaway.[0-9]*' -lname "$dir" -delete 2>/dev/null || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  *) echo "usage: $0 start [dir] | stop <dir|url>" >&2; exit 2 ;;
esac
