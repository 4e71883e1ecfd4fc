#!/usr/bin/env bash
# The database's row types, generated from the migrations by Supabase's own generator
# (`supabase gen types typescript`) into src/domain/database.types.ts, formatted so that diffs read.
#   npm run gen:types            regenerate the file (after adding or changing a migration)
#   npm run gen:types -- --check fail, printing the difference, when the file does not match the migrations
# Runs against a hosted-shaped database built from the migrations (scripts/hosted-db.sh), or against
# HOSTED_DB_URL when one is already given.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${HOSTED_DB_URL:-}" ]; then
  exec bash scripts/hosted-db.sh bash scripts/gen-types.sh "$@"
fi

target=src/domain/database.types.ts
out="$(mktemp -d)/database.types.ts"
export PGSSLMODE=disable
npx --yes supabase@3.1.0 gen types typescript --db-url "$HOSTED_DB_URL" --schema public 2>/dev/null > "$out"
{
  echo '// Generated from the migrations by `supabase gen types typescript` (npm run gen:types). Do not edit:'
  echo '// change a migration and regenerate; CI fails when this file and the migrations disagree.'
  cat "$out"
} > "$out.tmp" && mv "$out.tmp" "$out"
npx --yes prettier@3.6.2 --log-level warn --print-width 120 --single-quote --write "$out"

if [ "${1:-}" = "--check" ]; then
  if ! diff -u "$target" "$out"; then
    echo "gen-types: $target does not match the migrations: run npm run gen:types and commit it" >&2
    exit 1
  fi
  echo "gen-types: $target matches the migrations" >&2
else
  cp "$out" "$target"
  echo "gen-types: wrote $target" >&2
fi
