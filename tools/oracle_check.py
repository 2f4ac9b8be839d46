#!/usr/bin/env python3
"""Differential check of `wgx check` against Tint (the WGSL compiler in Chrome).

For every .wgsl file under the given folders, runs both and compares the verdict (accept or
reject) and the first error: line, column and message. Needs the oracle installed by
../shared/oracles/setup.sh; exits 77 (ctest's "skipped") when it is not there.

usage: oracle_check.py WGX_BINARY FOLDER... [--shared DIR]
"""
import json
import os
import subprocess
import sys
from pathlib import Path

SKIP = 1 if os.environ.get("WGX_REQUIRE_ORACLES") == "1" else 77  # CI: a missing oracle fails


def tint_json(stdout: str) -> list:
    """The JSON array tint-check prints last; Dawn may print warning blocks to stdout before it."""
    lines = stdout.splitlines()
    for i, line in enumerate(lines):
        if line in ("[", "[]"):
            return json.loads("\n".join(lines[i:]))
    return []


def find_shared(repo: Path, explicit: str | None) -> Path | None:
    for cand in [explicit, os.environ.get("WGX_SHARED"), repo.parent / "shared"]:
        if cand and (Path(cand) / "oracles" / "tint-check.mjs").exists():
            return Path(cand)
    return None


def oracle_installed() -> bool:
    base = Path(os.environ.get("WGX_ORACLES", Path.home() / ".cache" / "wgx-oracles"))
    return (base / "node_modules" / "webgpu" / "package.json").exists()


def first_errors_tint(script: Path, files: list[Path]) -> dict[str, dict | None]:
    out: dict[str, dict | None] = {str(f): None for f in files}
    for i in range(0, len(files), 40):
        chunk = files[i:i + 40]
        r = subprocess.run(["node", str(script), "--json", *map(str, chunk)], capture_output=True, text=True)
        for d in tint_json(r.stdout):
            if d["severity"] == "error" and out.get(d["file"]) is None:
                out[d["file"]] = {"line": d["line"], "column": d["column"], "message": d["message"]}
    return out


def first_errors_wgx(wgx: str, files: list[Path]) -> dict[str, dict | None]:
    out: dict[str, dict | None] = {}
    for f in files:
        r = subprocess.run([wgx, "check", "--format=json", str(f)], capture_output=True, text=True)
        if r.returncode not in (0, 1):  # a crash is never an answer, whatever Tint says
            raise SystemExit(f"{f}: wgx check failed with exit status {r.returncode}: {r.stderr.strip()[:400]}")
        diags = json.loads(r.stdout or "[]")
        first = next((d for d in diags if d["severity"] == "error"), None)
        if first is None:
            out[str(f)] = None
        elif "range" in first:
            out[str(f)] = {"line": first["range"]["start"]["line"], "column": first["range"]["start"]["column"],
                           "message": first["message"]}
        else:  # a diagnostic about the file as a whole (Tint prints it at 0:0)
            out[str(f)] = {"line": 0, "column": 0, "message": first["message"]}
    return out


def same_without_column(tint, ours) -> bool:
    """Tint gives a few messages a line but no column (column 0: "expected '<' for 'atomic'" where
    the type generator is not a type); those are compared by line and message."""
    return (tint is not None and ours is not None and tint["column"] == 0 and
            (tint["line"], tint["message"]) == (ours["line"], ours["message"]))


def main() -> int:
    args = sys.argv[1:]
    shared_arg = None
    if "--shared" in args:
        i = args.index("--shared")
        shared_arg = args[i + 1]
        del args[i:i + 2]
    if len(args) < 2:
        print(__doc__)
        return 2
    wgx, folders = args[0], [Path(a) for a in args[1:]]
    repo = Path(__file__).resolve().parent.parent
    shared = find_shared(repo, shared_arg)
    if shared is None or not oracle_installed():
        print("oracle not installed (run ../shared/oracles/setup.sh); skipping")
        return SKIP
    files = sorted(p for folder in folders for p in folder.rglob("*.wgsl"))
    tint = first_errors_tint(shared / "oracles" / "tint-check.mjs", files)
    ours = first_errors_wgx(wgx, files)
    mismatches = 0
    for f in files:
        t, w = tint[str(f)], ours[str(f)]
        if t == w or same_without_column(t, w):
            continue
        mismatches += 1
        print(f"MISMATCH {f}\n  tint: {t}\n  wgx:  {w}")
    agreed = len(files) - mismatches
    print(f"{agreed} passed, {mismatches} failed")
    return 0 if mismatches == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
