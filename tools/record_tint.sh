#!/usr/bin/env bash
# Records Tint's answer for every .wgsl file under the given directories (default:
# tests/golden/syntax): FOO.wgsl -> FOO.wgsl.tint, holding what the oracle (tint-check.mjs)
# prints to stdout, less the log that Dawn prints there for shaders with warnings. The oracle runs from the file's own directory, so the
# paths it prints are bare file names and the recordings do not depend on the checkout path.
#
# Oracle: ${WGX_SHARED:-<repo>/../shared}/oracles/tint-check.mjs, with its node_modules under
# ${WGX_ORACLES:-$HOME/.cache/wgx-oracles} (install: <shared>/oracles/setup.sh).
# If the oracle is not installed this prints why and exits 0, recording nothing.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
shared="${WGX_SHARED:-$repo/../shared}"
oracle="$shared/oracles/tint-check.mjs"
modules="${WGX_ORACLES:-$HOME/.cache/wgx-oracles}"

skip() { echo "record_tint.sh: skipped: $*" >&2; exit 0; }
command -v node >/dev/null 2>&1 || skip "node is not installed"
[[ -f "$oracle" ]] || skip "oracle not found at $oracle (set WGX_SHARED)"
[[ -d "$modules/node_modules/webgpu" ]] ||
  skip "npm 'webgpu' not found under $modules (run $shared/oracles/setup.sh or set WGX_ORACLES)"
oracle="$(cd "$(dirname "$oracle")" && pwd)/$(basename "$oracle")"

(( $# )) || set -- "$repo/tests/golden/syntax"
count=0
for root in "$@"; do
  [[ -d "$root" ]] || { echo "record_tint.sh: not a directory: $root" >&2; exit 2; }
  while IFS= read -r -d '' file; do
    dir="$(dirname "$file")"; name="$(basename "$file")"
    # The oracle exits 1 when the shader has errors, the usual case here; a crash of the
    # oracle itself shows up as output on stderr, and then the recording is not kept.
    rc=0
    ( cd "$dir" && node "$oracle" "$name" > "$name.tint" 2> "$name.tint.stderr" ) || rc=$?
    if (( rc > 1 )) || [[ -s "$dir/$name.tint.stderr" ]]; then
      echo "record_tint.sh: oracle failed on $file (exit $rc):" >&2
      cat "$dir/$name.tint.stderr" >&2
      rm -f "$dir/$name.tint" "$dir/$name.tint.stderr"
      exit 1
    fi
    rm -f "$dir/$name.tint.stderr"
    # Dawn itself logs warnings to stdout ("warning:\nCompilation log for [ShaderModule ...") while
    # the module is created, ahead of the oracle's own lines; keep only the oracle's lines, which
    # start at the first line naming the file.
    if [[ -s "$dir/$name.tint" ]] && ! head -n 1 "$dir/$name.tint" | grep -qF "$name:"; then
      awk -v p="$name:" 'keep || index($0, p) == 1 { keep = 1; print }' "$dir/$name.tint" \
        > "$dir/$name.tint.tmp" && mv "$dir/$name.tint.tmp" "$dir/$name.tint"
    fi
    count=$((count + 1))
  done < <(find "$root" -type f -name '*.wgsl' -print0 | LC_ALL=C sort -z)
done
echo "record_tint.sh: recorded $count file(s)" >&2
