#!/bin/sh
# Regenerates frontend/openapi.json from the backend app, then the TypeScript types from it
# (the same two steps as `make api-types`). Run after changing any API schema: `npm run api`.
# Both are checked: backend tests compare openapi.json with the live API, and
# src/lib/api-types.test.ts compares api-types.ts with what openapi-typescript makes of openapi.json.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
(cd "$here/../backend" && uv run python -m forecourt.openapi_doc) > "$here/openapi.json.tmp"
mv "$here/openapi.json.tmp" "$here/openapi.json"
cd "$here"
npx openapi-typescript openapi.json -o src/lib/api-types.ts
