#!/usr/bin/env bash
# The restore drill (docs/operations/backups.md): restores the newest dump in BACKUP_DIR (or the
# one named) into a scratch database beside the live one, checks it, and drops the scratch
# database. A backup nobody has restored is a hope, not a backup: run it after every backup
# (the timer does) and read the time it took, which is the restore part of the RTO.
#
#   DATABASE_URL=postgres://canasta@db/canasta BACKUP_DIR=/var/backups/canasta scripts/pg-restore-drill.sh [dump]
#
# Checks: every table the dump lists exists after the restore; the row counts of the manifest's
# tables (users, orders, order_items) are what the source held when the dump was taken; the
# migration table's latest name is the manifest's and, when this checkout's migrations are at
# hand (or EXPECT_MIGRATION is set), the app's latest.
#
# Environment: DATABASE_URL (whose server gets the scratch database; the role needs CREATEDB),
# BACKUP_DIR (default ./data/backups), DRILL_ADMIN_URL (a database to run CREATE/DROP DATABASE
# from; default: DATABASE_URL's server, database "postgres"), EXPECT_MIGRATION.
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database whose dumps are drilled}"
BACKUP_DIR="${BACKUP_DIR:-./data/backups}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

# A connection URL with another database name (keeps ?sslmode=… and the like).
with_database() {
  local url="$1" name="$2" base query
  base="${url%%\?*}"
  query="${url#"$base"}"
  printf '%s/%s%s' "${base%/*}" "$name" "$query"
}
DRILL_ADMIN_URL="${DRILL_ADMIN_URL:-$(with_database "$DATABASE_URL" postgres)}"

dump="${1:-}"
if [ -z "$dump" ]; then
  dump="$(find "$BACKUP_DIR" -maxdepth 1 -name 'canasta-*.dump' -printf '%p\n' 2>/dev/null | sort | tail -n 1)"
fi
if [ -z "$dump" ] || [ ! -f "$dump" ]; then
  echo "No dump to drill in $BACKUP_DIR (run scripts/pg-backup.sh or npm run db:backup first)." >&2
  exit 1
fi
manifest="$dump.manifest"
if [ ! -f "$manifest" ]; then
  echo "$manifest is missing: the drill compares the restore with the counts taken at dump time." >&2
  exit 1
fi
value() { sed -n "s/^$1=//p" "$manifest"; }

scratch="canasta_drill_$(date -u +%Y%m%d%H%M%S)_$$"
scratch_url="$(with_database "$DATABASE_URL" "$scratch")"
admin() { psql -qAtX -v ON_ERROR_STOP=1 --dbname="$DRILL_ADMIN_URL" -c "$1"; }
in_scratch() { psql -qAtX -v ON_ERROR_STOP=1 --dbname="$scratch_url" -c "$1"; }
cleanup() { admin "drop database if exists $scratch with (force)" >/dev/null 2>&1 || true; }
trap cleanup EXIT

failures=0
check() {
  local what="$1" got="$2" want="$3"
  if [ "$got" = "$want" ]; then
    echo "  ok    $what: $got"
  else
    echo "  FAIL  $what: restored $got, expected $want"
    failures=$((failures + 1))
  fi
}

echo "Restore drill: $dump (taken $(value source_time)) into scratch database $scratch"
admin "create database $scratch" >/dev/null
started=$(date +%s)
pg_restore --no-owner --exit-on-error --dbname="$scratch_url" "$dump"
seconds=$(($(date +%s) - started))
echo "  restored in ${seconds}s ($(du -h "$dump" | cut -f1) dump)"

# Every table the dump's table of contents lists.
mapfile -t listed < <(pg_restore --list "$dump" | sed -n 's/^[0-9]*; [0-9]* [0-9]* TABLE public \([a-z_0-9]*\) .*/\1/p' | sort -u)
present="$(in_scratch "select tablename from pg_tables where schemaname = 'public'" | sort -u)"
missing=0
for table in "${listed[@]}"; do
  grep -qx "$table" <<<"$present" || { echo "  FAIL  table $table is missing"; missing=$((missing + 1)); }
done
check "tables present" "$((${#listed[@]} - missing)) of ${#listed[@]}" "${#listed[@]} of ${#listed[@]}"
[ "${#listed[@]}" -gt 0 ] || { echo "  FAIL  the dump lists no tables"; failures=$((failures + 1)); }

while IFS='=' read -r key want; do
  table="${key#rows.}"
  check "rows in $table" "$(in_scratch "select count(*) from \"$table\"")" "$want"
done < <(grep '^rows\.' "$manifest")

latest="$(in_scratch 'select max(name) from kysely_migration')"
check "latest migration (manifest)" "$latest" "$(value latest_migration)"
expected="${EXPECT_MIGRATION:-}"
if [ -z "$expected" ] && [ -d "$here/../apps/server/src/db/migrations" ]; then
  expected="$(find "$here/../apps/server/src/db/migrations" -maxdepth 1 -name '2*.ts' -printf '%f\n' | sort | tail -n 1)"
  expected="${expected%.ts}"
fi
if [ -n "$expected" ]; then
  check "latest migration (this release)" "$latest" "$expected"
fi

if [ "$failures" -gt 0 ]; then
  echo "Restore drill FAILED: $failures check(s) above. The scratch database is dropped."
  exit 1
fi
echo "Restore drill passed in ${seconds}s of restore; scratch database $scratch dropped."
