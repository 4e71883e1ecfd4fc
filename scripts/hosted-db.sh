#!/usr/bin/env bash
# Builds a database shaped like a new hosted Supabase project on a throwaway PostgreSQL cluster, deploys
# every migration and the seed to it with Supabase's own CLI (`supabase db push --include-seed`, as on
# deploy), then runs the command given as arguments with
#   HOSTED_DB_ADMIN=postgres://supabase_admin@127.0.0.1:PORT   (the cluster's superuser, as on hosted)
#   HOSTED_DB_NAME=cz_deploy                                     (the pushed database)
#   HOSTED_DB_URL=postgres://postgres@127.0.0.1:PORT/cz_deploy  (what the CLI connects as)
# and stops the cluster afterwards. Needs PostgreSQL's server binaries (initdb, pg_ctl) and psql.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v initdb >/dev/null || ! command -v pg_ctl >/dev/null; then
  echo "hosted-db: PostgreSQL server binaries (initdb, pg_ctl) are not on PATH" >&2
  exit 2
fi

pgdir="$(mktemp -d)"
chmod 755 "$pgdir"
chown -R "${PG_CI_USER:-postgres}" "$pgdir" 2>/dev/null || true
# initdb refuses to run as root: as root, the cluster belongs to the `postgres` system user.
runpg() { if [ "$(id -u)" = 0 ]; then su "${PG_CI_USER:-postgres}" -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
# A free loopback port (another run, or any server, may hold a fixed one).
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
# The cluster superuser is supabase_admin, as on hosted: `postgres` is an ordinary role there.
runpg "initdb -D '$pgdir/data' -U supabase_admin --auth=trust >/dev/null"
runpg "pg_ctl -D '$pgdir/data' -o '-p $port -k $pgdir -c listen_addresses=127.0.0.1' -l '$pgdir/log' -w start >/dev/null"
trap 'runpg "pg_ctl -D \"$pgdir/data\" -m fast stop" >/dev/null 2>&1 || true; rm -rf "$pgdir"' EXIT
admin="postgres://supabase_admin@127.0.0.1:$port"
db=cz_deploy
export PGSSLMODE=disable # a loopback server without TLS (the CLI warns otherwise)
psql -q -v ON_ERROR_STOP=1 "$admin/postgres" -c "create database $db"
PGOPTIONS='-c client_min_messages=warning' psql -q -v ON_ERROR_STOP=1 "$admin/$db" \
  -f supabase/local/db/bootstrap-roles.sql -f supabase/local/db/bootstrap.sql -f supabase/local/db/bootstrap-realtime.sql
# supautils (hosted's policy_grants) is not installed here: for the push only, postgres gets the
# membership hosted used to give it before supautils, so CREATE POLICY on storage.objects and
# realtime.messages works.
psql -q -v ON_ERROR_STOP=1 "$admin/$db" -c "grant supabase_storage_admin, supabase_auth_admin, supabase_realtime_admin to postgres"
# The CLI is pinned and fetched with npx (docs/deploying.md: why it is not a dev dependency).
npx --yes supabase@3.1.0 db push --remote="postgres://postgres@127.0.0.1:$port/$db" --include-seed --yes >&2
psql -q -v ON_ERROR_STOP=1 "$admin/$db" -c "revoke supabase_storage_admin, supabase_auth_admin, supabase_realtime_admin from postgres"
pushed="$(psql -tA "$admin/$db" -c "select count(*) from supabase_migrations.schema_migrations")"
files="$(ls supabase/migrations/*.sql | wc -l)"
seeded="$(psql -tA "$admin/$db" -c "select count(*) from auth.users")"
echo "hosted-db: pushed $pushed of $files migrations; $seeded seeded accounts" >&2
[ "$pushed" = "$files" ] && [ "$seeded" -gt 0 ]

HOSTED_DB_ADMIN="$admin" HOSTED_DB_NAME="$db" HOSTED_DB_URL="postgres://postgres@127.0.0.1:$port/$db" "$@"
