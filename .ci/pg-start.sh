#!/usr/bin/env bash
# Starts a local PostgreSQL server for the API's PostgreSQL test leg and prints its DATABASE_URL
# as the last line of stdout. Idempotent: installs Debian's postgresql when missing, creates and
# starts the cluster when needed, creates the role and database once. Logs go to stderr.
set -euo pipefail

DB_NAME="${PG_TEST_DB:-site_test}"
DB_USER="${PG_TEST_USER:-site_test}"
DB_PASS="${PG_TEST_PASSWORD:-site_test}"

log() { echo "pg-start: $*" >&2; }
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  log "installing postgresql"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
  log "creating cluster $VERSION/main"
  pg_createcluster "$VERSION" main >&2
fi
STATUS="$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $4 }')"
if [ "$STATUS" != "online" ]; then
  log "starting cluster $VERSION/main"
  pg_ctlcluster "$VERSION" main start >&2
fi
PORT="$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $3 }')"

for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$PORT" && break
  sleep 1
done
pg_isready -h 127.0.0.1 -p "$PORT" >&2

if [ "$(as_postgres psql -p "$PORT" -tAc "select 1 from pg_roles where rolname = '$DB_USER'")" != "1" ]; then
  log "creating role $DB_USER"
  as_postgres psql -q -p "$PORT" -c "create role \"$DB_USER\" login password '$DB_PASS'" >&2
fi
if [ "$(as_postgres psql -p "$PORT" -tAc "select 1 from pg_database where datname = '$DB_NAME'")" != "1" ]; then
  log "creating database $DB_NAME"
  as_postgres psql -q -p "$PORT" -c "create database \"$DB_NAME\" owner \"$DB_USER\"" >&2
fi

echo "postgres://$DB_USER:$DB_PASS@127.0.0.1:$PORT/$DB_NAME"
