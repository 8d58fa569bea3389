#!/usr/bin/env bash
# Checks Sources and Tests against .swift-format (the toolchain's `swift format`), as CI would.
# Exits non-zero on any finding. To fix what it finds: swift format --in-place --recursive Sources Tests
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
swift format lint --recursive --strict Sources Tests
