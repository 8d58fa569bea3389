#!/usr/bin/env bash
# Checks Sources and Tests as CI does (the first stage of .ci/run): the toolchain's `swift format`
# against .swift-format, and no line over 140 characters. The formatter keeps to .swift-format's
# lineLength in code but cannot break string literals or comments, so the length is checked here.
# Exits non-zero on any finding. To fix formatting: swift format --in-place --recursive Sources Tests;
# a long line inside a """ literal can end in a backslash, which joins the next line without a newline.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# Characters, not bytes, as swift format counts them: "ž" is one.
export LC_ALL=C.UTF-8

MAX_LENGTH=140
status=0

swift format lint --recursive --strict Sources Tests || status=1

while IFS= read -r hit; do
    file=${hit%%:*}
    rest=${hit#*:}
    text=${rest#*:}
    echo "$file:${rest%%:*}: line is ${#text} characters long; the limit is $MAX_LENGTH"
    status=1
done < <(git ls-files -z 'Sources/*.swift' 'Tests/*.swift' | xargs -0 grep -nE "^.{$((MAX_LENGTH + 1)),}" || true)

if [ "$status" -ne 0 ]; then
    echo "tools/lint-format.sh: formatting or line-length findings above" >&2
fi
exit "$status"
