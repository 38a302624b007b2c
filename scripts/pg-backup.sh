#!/usr/bin/env bash
# PostgreSQL backup for a timer (deploy/systemd/canasta-pg-backup.timer): one `pg_dump -Fc`
# into BACKUP_DIR, verified, with a manifest of row counts taken in the dump's own snapshot, and
# the newest BACKUP_KEEP dumps kept. Runs where only PostgreSQL's client tools are installed (no
# Node); `npm run db:backup` does the same from the app's checkout. See docs/operations/backups.md.
#
#   DATABASE_URL=postgres://canasta@db/canasta BACKUP_DIR=/var/backups/canasta scripts/pg-backup.sh
#
# Environment: DATABASE_URL (required), BACKUP_DIR (default ./data/backups), BACKUP_KEEP (14),
# BACKUP_COUNT_TABLES (the tables whose rows the manifest counts; the drill compares them).
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database (postgres://…)}"
BACKUP_DIR="${BACKUP_DIR:-./data/backups}"
BACKUP_KEEP="${BACKUP_KEEP:-14}"
BACKUP_COUNT_TABLES="${BACKUP_COUNT_TABLES:-users orders order_items}"

case "$DATABASE_URL" in
  postgres://* | postgresql://*) ;;
  *) echo "DATABASE_URL is not a postgres:// URL; SQLite is backed up with npm run db:backup" >&2; exit 2 ;;
esac
if ! [[ "$BACKUP_KEEP" =~ ^[1-9][0-9]*$ ]]; then
  echo "BACKUP_KEEP must be a whole number of backups to keep (got '$BACKUP_KEEP')" >&2
  exit 2
fi
for tool in psql pg_dump pg_restore; do
  if ! command -v "$tool" >/dev/null; then
    echo "$tool was not found on PATH. Install PostgreSQL's client tools, the server's major version or newer (Debian: apt-get install postgresql-client)." >&2
    exit 1
  fi
done

mkdir -p "$BACKUP_DIR"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
dump="$BACKUP_DIR/canasta-$stamp.dump"
partial="$dump.partial"
manifest_partial="$dump.manifest.partial"
trap 'rm -f "$partial" "$manifest_partial"' EXIT

# A repeatable-read transaction exports its snapshot; pg_dump reads the same one, so the counts
# in the manifest are exactly what the dump holds (the app keeps writing meanwhile).
coproc SNAPSHOT { psql -qAtX -v ON_ERROR_STOP=1 --dbname="$DATABASE_URL"; }
# Reads one answer into $answer (the coprocess's pipes don't reach into a $(…) subshell).
ask() {
  echo "$1" >&"${SNAPSHOT[1]}"
  if ! read -r -t 60 answer <&"${SNAPSHOT[0]}"; then
    echo "psql did not answer: $1" >&2
    exit 1
  fi
}
echo "begin isolation level repeatable read read only;" >&"${SNAPSHOT[1]}"
ask 'select pg_export_snapshot();'
snapshot="$answer"
ask "select to_char(now() at time zone 'utc', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"');"
echo "source_time=$answer" >"$manifest_partial"
ask 'select max(name) from kysely_migration;'
echo "latest_migration=$answer" >>"$manifest_partial"
for table in $BACKUP_COUNT_TABLES; do
  ask "select count(*) from \"$table\";"
  echo "rows.$table=$answer" >>"$manifest_partial"
done

started=$(date +%s)
pg_dump --format=custom --snapshot="$snapshot" --file="$partial" --dbname="$DATABASE_URL"
echo "commit;" >&"${SNAPSHOT[1]}"
exec {SNAPSHOT[1]}>&-
wait "${SNAPSHOT_PID:-}" 2>/dev/null || true

# The dump must list its tables and the migration table's rows, or it is not worth keeping.
contents="$(pg_restore --list "$partial")"
if ! grep -q 'TABLE DATA public kysely_migration' <<<"$contents"; then
  echo "The dump has no kysely_migration rows: is DATABASE_URL Canasta's database?" >&2
  exit 1
fi
mv "$manifest_partial" "$dump.manifest"
mv "$partial" "$dump"
seconds=$(($(date +%s) - started))

# Rotation: only our own names, oldest first (the names sort by time).
mapfile -t dumps < <(find "$BACKUP_DIR" -maxdepth 1 -name 'canasta-*.dump' -printf '%f\n' | sort)
excess=$((${#dumps[@]} - BACKUP_KEEP))
for ((i = 0; i < excess; i++)); do
  rm -f "$BACKUP_DIR/${dumps[$i]}" "$BACKUP_DIR/${dumps[$i]}.manifest"
  echo "Deleted ${dumps[$i]} (keeping the newest $BACKUP_KEEP)."
done

echo "Backup written: $dump ($(du -h "$dump" | cut -f1), ${seconds}s, $(grep latest_migration "$dump.manifest"))."
