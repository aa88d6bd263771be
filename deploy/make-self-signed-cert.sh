#!/usr/bin/env bash
# A self-signed certificate for trying the deployment (and for the deploy test) before the real
# one exists: browsers warn about it. Usage: make-self-signed-cert.sh DIR [HOSTNAME]
# Writes DIR/fullchain.pem and DIR/privkey.pem, the names nginx/mdc.conf and certbot use.
set -euo pipefail
dir="${1:?usage: make-self-signed-cert.sh DIR [HOSTNAME]}"
host="${2:-localhost}"
mkdir -p "$dir"
umask 077
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 30 \
  -subj "/CN=$host" -addext "subjectAltName=DNS:$host,DNS:localhost,IP:127.0.0.1" \
  -keyout "$dir/privkey.pem" -out "$dir/fullchain.pem" 2>/dev/null
chmod 644 "$dir/fullchain.pem"
echo "$dir/fullchain.pem"
