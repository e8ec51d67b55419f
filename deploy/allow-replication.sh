#!/bin/sh
# Run once by the primary's first start (docker-entrypoint-initdb.d): lets the replica stream.
echo "host replication all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
