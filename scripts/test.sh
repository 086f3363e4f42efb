#!/usr/bin/env bash
# `npm test`: build the production site once, then run every test against it.
set -euo pipefail
cd "$(dirname "$0")/.."
# ESLint (layers included) and knip (dependencies, dead files and exports) first: seconds, not minutes.
npm run lint
# The whole TypeScript project (site, plugins, server, scripts, tests) and the example apps.
npm run typecheck
npm run build
# The tutorial's screenshot script must keep working; its pictures go to a scratch folder here.
SCREENSHOTS_DIR="$(mktemp -d)" npm run screenshots
npx vitest run
npx playwright test
