#!/usr/bin/env python3
"""Mutation-based differential testing of the checker against Tint.

Takes valid shaders, applies random token-level edits and compares `wgx check` with Tint on each
mutant. Two modes:

- syntax (default): structural edits (delete, duplicate, swap, insert a token). Tint reports
  syntax errors before any semantic error, so whenever wgx's syntax phase reports an error,
  Tint's first error must be the same.
- --semantic: edits that keep the shape and change the meaning (a name replaced by another name
  of the file, a number by another literal form, an operator by another operator). The full
  checker runs; wgx and Tint must agree on whether the mutant is valid (always) and, when it is
  not, on the first error (line, column, message; by line where Tint gives no column) on all but
  --first-error-budget mutants. Diagnostics of wgx's pipeline-creation checks (ids `pipeline.*`)
  are left out: Tint does not check pipelines.

Writes disagreeing mutants to OUT_DIR for triage.

usage: mutate_diff.py WGX_BINARY OUT_DIR COUNT SEED_FILE... [--seed N] [--semantic [--first-error-budget K]]
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

TOKEN = re.compile(r"\s+|//[^\n]*|/\*.*?\*/|0[xX][0-9a-fA-F.pP+-]+[fhiu]?|[0-9][0-9.eE+-]*[fhiu]?|[A-Za-z_][A-Za-z0-9_]*|>>=|<<=|->|\+\+|--|&&|\|\||[<>=!+\-*/%&|^]=|.", re.S)
INSERTS = [";", "{", "}", "(", ")", "[", "]", "<", ">", ",", ":", "=", "@", ".", "->", "let", "var", "fn",
           "if", "else", "loop", "return", "struct", "1", "1.5", "x", "&&", "||", "++", "--", "<<", ">>", "_"]


def tint_json(stdout: str) -> list:
    """The JSON array tint-check prints last; Dawn may print warning blocks to stdout before it."""
    lines = stdout.splitlines()
    for i, line in enumerate(lines):
        if line in ("[", "[]"):
            return json.loads("\n".join(lines[i:]))
    return []


def mutate(text: str, rng: random.Random) -> str:
    toks = [t for t in TOKEN.findall(text)]
    idx = [i for i, t in enumerate(toks) if not t.isspace() and not t.startswith("//") and not t.startswith("/*")]
    if not idx:
        return text
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        i = rng.choice(idx)
        op = rng.randrange(4)
        if op == 0:
            toks[i] = ""
        elif op == 1:
            toks[i] = toks[i] + " " + toks[i]
        elif op == 2:
            j = rng.choice(idx)
            toks[i], toks[j] = toks[j], toks[i]
        else:
            toks[i] = toks[i] + " " + rng.choice(INSERTS)
    return "".join(toks)


IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*$")
OPERATORS = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "<", ">", "<=", ">=", "==", "!=", "&&", "||"]
LITERALS = ["0", "1", "2", "-1", "1u", "0u", "1i", "1.0", "0.5", "1e3", "2f", "1h", "0x7fffffff", "4294967295u",
            "1e38", "65504h", "3.5", "true", "false"]


def mutate_semantic(text: str, rng: random.Random) -> str:
    """One to two same-class replacements: names, literals, operators; other tokens are swapped."""
    toks = TOKEN.findall(text)
    idx = [i for i, t in enumerate(toks) if not t.isspace() and not t.startswith("//") and not t.startswith("/*")]
    if not idx:
        return text
    names = sorted({t for t in toks if IDENT.match(t)})
    for _ in range(rng.choice([1, 1, 2])):
        i = rng.choice(idx)
        t = toks[i]
        if IDENT.match(t):
            toks[i] = rng.choice(names)
        elif t[0].isdigit():
            toks[i] = rng.choice(LITERALS)
        elif t in OPERATORS:
            toks[i] = rng.choice(OPERATORS)
        elif rng.random() < 0.5:
            toks[i] = toks[rng.choice(idx)]
    return "".join(toks)


def first_wgx_error(diags: list):
    """(line, column, message) of wgx's first error, pipeline checks left out; None if valid."""
    for d in diags:
        if d["severity"] != "error" or d.get("id", "").startswith("pipeline."):
            continue
        if "range" not in d:
            return (0, 0, d["message"])
        return (d["range"]["start"]["line"], d["range"]["start"]["column"], d["message"])
    return None


def main() -> int:
    args = sys.argv[1:]
    semantic = "--semantic" in args
    if semantic:
        args.remove("--semantic")
    budget = 0
    if "--first-error-budget" in args:
        k = args.index("--first-error-budget")
        budget = int(args[k + 1])
        del args[k:k + 2]
    seed = 1
    if "--seed" in args:
        k = args.index("--seed")
        seed = int(args[k + 1])
        del args[k:k + 2]
    wgx, out_dir, count, seeds = args[0], Path(args[1]), int(args[2]), [Path(a) for a in args[3:]]
    shared_dir = Path(__file__).resolve().parent.parent.parent / "shared"
    oracles = Path(os.environ.get("WGX_ORACLES", Path.home() / ".cache" / "wgx-oracles"))
    if not (shared_dir / "oracles/tint-check.mjs").exists() or not (oracles / "node_modules/webgpu/package.json").exists():
        print("oracle not installed (run ../shared/oracles/setup.sh); skipping")
        return 1 if os.environ.get("WGX_REQUIRE_ORACLES") == "1" else 77  # CI: a missing oracle fails
    rng = random.Random(seed)
    out_dir.mkdir(parents=True, exist_ok=True)
    shared = Path(__file__).resolve().parent.parent.parent / "shared"
    texts = [s.read_text() for s in seeds]
    with tempfile.TemporaryDirectory() as tmp:
        files = []
        for n in range(count):
            p = Path(tmp) / f"m{n:05d}.wgsl"
            p.write_text((mutate_semantic if semantic else mutate)(rng.choice(texts), rng))
            files.append(p)
        tint = {}
        for i in range(0, len(files), 40):
            r = subprocess.run(["node", str(shared / "oracles/tint-check.mjs"), "--json", *map(str, files[i:i + 40])],
                               capture_output=True, text=True)
            for d in tint_json(r.stdout):
                if d["severity"] == "error" and d["file"] not in tint:
                    tint[d["file"]] = (d["line"], d["column"], d["message"])
        if semantic:
            return compare_semantic(wgx, files, tint, out_dir, count, budget)
        bad = 0
        compared = 0
        for f in files:
            r = subprocess.run([wgx, "check", "--syntax-only", "--format=json", str(f)], capture_output=True, text=True)
            if r.returncode not in (0, 1):
                print(f"{f.name}: wgx check failed with exit status {r.returncode}")
                bad += 1
                continue
            diags = [d for d in json.loads(r.stdout or "[]") if d["severity"] == "error"]
            if not diags:
                continue
            compared += 1
            d = diags[0]
            ours = (d["range"]["start"]["line"], d["range"]["start"]["column"], d["message"]) if "range" in d else (0, 0, d["message"])
            if tint.get(str(f)) != ours:
                bad += 1
                dst = out_dir / f.name
                dst.write_text(f.read_text())
                (out_dir / (f.name + ".diff")).write_text(f"tint: {tint.get(str(f))}\nwgx:  {ours}\n")
        print(f"{compared - bad} passed, {bad} failed ({count} mutants, {compared} with a syntax error)")
    return 0 if bad == 0 else 1


def same_without_column(ours, theirs) -> bool:
    """Tint gives a few messages a line but no column (column 0: "expected '<' for 'atomic'" where
    the type generator is not a type); those are compared by line and message."""
    return bool(ours and theirs) and theirs[1] == 0 and (ours[0], ours[2]) == (theirs[0], theirs[2])


def compare_semantic(wgx: str, files: list, tint: dict, out_dir: Path, count: int, budget: int) -> int:
    """Full checks: the verdict must be Tint's on every mutant (accepting what Tint rejects, or
    the reverse, is a checker bug); the first error must be Tint's too, but up to `budget`
    mutants may differ there (which of several errors comes first), so that a new seed shader
    cannot turn the run red on an ordering detail while every difference is still printed."""
    bad = 0
    verdicts = 0
    rejected = 0
    for f in files:
        r = subprocess.run([wgx, "check", "--format=json", str(f)], capture_output=True, text=True)
        if r.returncode not in (0, 1):
            print(f"{f.name}: wgx check failed with exit status {r.returncode}")
            bad += 1
            continue
        ours = first_wgx_error(json.loads(r.stdout or "[]"))
        theirs = tint.get(str(f))
        rejected += theirs is not None
        if ours == theirs or same_without_column(ours, theirs):
            continue
        bad += 1
        verdicts += (ours is None) != (theirs is None)
        (out_dir / f.name).write_text(f.read_text())
        (out_dir / (f.name + ".diff")).write_text(f"tint: {theirs}\nwgx:  {ours}\n")
        print(f"{f.name}: tint {theirs[:2] if theirs else 'valid'}, wgx {ours[:2] if ours else 'valid'}")
    print(f"{count - bad} agree, {bad} differ ({count} mutants, {rejected} rejected by Tint); "
          f"{verdicts} verdicts differ; first-error differences allowed: {budget}")
    return 0 if verdicts == 0 and bad - verdicts <= budget else 1


if __name__ == "__main__":
    sys.exit(main())
