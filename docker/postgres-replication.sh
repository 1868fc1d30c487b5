#!/bin/sh
# Runs once, when the primary's data volume is first initialised (docker-entrypoint-initdb.d):
# lets the read replica (compose service postgres-replica) stream from it with the password.
# An existing volume: add the same line to its pg_hba.conf and reload (SELECT pg_reload_conf()).
set -e
echo 'host replication all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
