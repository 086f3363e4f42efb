#!/usr/bin/env bash
# `npm test`: build the production site once, then run every test against it.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build
npx vitest run
npx playwright test
