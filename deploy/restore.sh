#!/usr/bin/env bash
# Restores a dump of deploy/backup.sh into an EMPTY database (it refuses one that has tables).
#   createdb -O mdc mdc_restored
#   deploy/restore.sh /var/backups/mdc/mdc-2026-05-01T033012Z.dump postgres://mdc:…@127.0.0.1/mdc_restored
# Then point DATABASE_URL in /etc/mdc/mdc.env at it and restart the instances (README, "Deploying").
set -euo pipefail
dump="${1:?usage: restore.sh DUMP_FILE TARGET_DATABASE_URL}"
target="${2:?usage: restore.sh DUMP_FILE TARGET_DATABASE_URL}"
[ -r "$dump" ] || { echo "restore: cannot read $dump" >&2; exit 1; }
tables=$(psql --no-psqlrc -tAq --dbname="$target" \
  -c "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")
if [ "$tables" != "0" ]; then
  echo "restore: the target database already has $tables tables; restore into a new, empty one" >&2
  exit 1
fi
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$dump"
orders=$(psql --no-psqlrc -tAq --dbname="$target" -c "select count(*) from orders")
echo "restored $dump: $orders orders"
