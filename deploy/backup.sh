#!/usr/bin/env bash
# One backup of the shop's database (everything the shop keeps: orders, customers, wines, photos),
# then the dumps older than BACKUP_KEEP_DAYS go. Run by mdc-backup.timer with /etc/mdc/mdc.env:
#   DATABASE_URL      the database to dump
#   BACKUP_DIR        where the dumps go (default /var/backups/mdc)
#   BACKUP_KEEP_DAYS  days a dump is kept (default 14)
# Prints the new dump's path. Restore with deploy/restore.sh. Copy BACKUP_DIR off the machine too.
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL is not set}"
dir="${BACKUP_DIR:-/var/backups/mdc}"
keep="${BACKUP_KEEP_DAYS:-14}"
mkdir -p "$dir"
umask 077
file="$dir/mdc-$(date -u +%Y-%m-%dT%H%M%SZ).dump"
# Custom format: compressed, restored with pg_restore. Written under another name first, so a
# failed dump never looks like a backup.
pg_dump --format=custom --no-owner --no-privileges --file="$file.partial" --dbname="$DATABASE_URL"
mv "$file.partial" "$file"
find "$dir" -maxdepth 1 -name 'mdc-*.dump' -mtime +"$keep" -print -delete | sed 's/^/removed old backup /' >&2
find "$dir" -maxdepth 1 -name 'mdc-*.dump.partial' -mmin +60 -delete
echo "$file"
