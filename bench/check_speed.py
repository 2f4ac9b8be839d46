#!/usr/bin/env python3
"""Checking speed of `wgx check`, with Tint measured in the same run as the reference.

Two workloads: one large generated module (parsing throughput, MB/s) and the project's corpus of
small shaders (shaders per second, as a CI lint step would see them). Each measurement is the
median of REPEAT runs of a whole command (process start included): wall time, and in brackets the
CPU time (user + system) of the process and its threads, which a loaded machine disturbs less.
Tint runs through the oracle (`../shared/oracles/tint-check.mjs`, Dawn's node binding), so its
numbers include node's start-up, measured separately and subtracted. The generated module is
valid WGSL: the script stops if either checker reports an error in it, so both run every phase.

usage: check_speed.py WGX_BINARY PARSE_BENCH_BINARY [--repeat N]
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"


class Timing:
    """Median wall and CPU seconds of a command; subtracting one (node's start-up) subtracts both."""

    def __init__(self, wall, cpu):
        self.wall = wall
        self.cpu = cpu

    def __sub__(self, other):
        return Timing(self.wall - other.wall, self.cpu - other.cpu)

    def ms(self):
        return f"{self.wall*1000:.0f} ms ({self.cpu*1000:.0f} ms CPU)"


def median_seconds(cmd, repeat):
    walls, cpus = [], []
    for _ in range(repeat):
        t = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, _, usage = os.wait4(proc.pid, 0)
        walls.append(time.perf_counter() - t)
        cpus.append(usage.ru_utime + usage.ru_stime)
    return Timing(statistics.median(walls), statistics.median(cpus))


def require_valid(name, cmd):
    """Stops unless the checker accepts the generated module: a module with an error is not a like-for-like
    comparison (Tint stops at its first error, `wgx check` reports every independent one)."""
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"{name} rejects the generated module:\n{(proc.stdout + proc.stderr)[:2000]}")


def main():
    args = sys.argv[1:]
    repeat = 5
    if "--repeat" in args:
        i = args.index("--repeat")
        repeat = int(args[i + 1])
        del args[i:i + 2]
    wgx, bench = args
    tint = SHARED / "oracles" / "tint-check.mjs"
    have_tint = tint.exists() and (Path.home() / ".cache/wgx-oracles/node_modules/webgpu").exists()
    with tempfile.TemporaryDirectory() as tmp:
        big = Path(tmp) / "big.wgsl"
        subprocess.run([bench, "--emit", str(big)], check=True, stdout=subprocess.DEVNULL)
        empty = Path(tmp) / "empty.wgsl"
        empty.write_text("")
        mb = big.stat().st_size / 1e6
        corpus = sorted(str(p) for d in ["tests/golden/sema", "tests/golden/uniformity", "tests/golden/syntax/valid"]
                        for p in (REPO / d).rglob("*.wgsl"))
        corpus_mb = sum(Path(p).stat().st_size for p in corpus) / 1e6
        require_valid("wgx check", [wgx, "check", str(big)])
        if have_tint:
            require_valid("Tint", ["node", str(tint), str(big)])
        rows = []
        w_syntax = median_seconds([wgx, "check", "--syntax-only", str(big)], repeat)
        w_full = median_seconds([wgx, "check", str(big)], repeat)
        w_corpus = median_seconds([wgx, "check", *corpus], repeat)
        rows.append(("wgx check --syntax-only, generated module", w_syntax.ms(), f"{mb / w_syntax.wall:.1f} MB/s"))
        rows.append(("wgx check, generated module", w_full.ms(), f"{mb / w_full.wall:.1f} MB/s"))
        rows.append((f"wgx check, corpus of {len(corpus)} shaders", w_corpus.ms(),
                     f"{len(corpus) / w_corpus.wall:.0f} shaders/s, {corpus_mb / w_corpus.wall:.2f} MB/s"))
        if have_tint:
            base = median_seconds(["node", str(tint), str(empty)], repeat)
            t_big = median_seconds(["node", str(tint), str(big)], repeat) - base
            t_corpus = median_seconds(["node", str(tint), *corpus], repeat) - base
            rows.append(("Tint (node start-up subtracted), generated module", t_big.ms(), f"{mb / t_big.wall:.1f} MB/s"))
            rows.append((f"Tint (node start-up subtracted), corpus of {len(corpus)} shaders", t_corpus.ms(),
                         f"{len(corpus) / t_corpus.wall:.0f} shaders/s"))
            rows.append(("ratio Tint / wgx, generated module (full check)",
                         f"{t_big.wall / w_full.wall:.1f}x ({t_big.cpu / w_full.cpu:.1f}x CPU)", ""))
            rows.append(("ratio Tint / wgx, corpus",
                         f"{t_corpus.wall / w_corpus.wall:.1f}x ({t_corpus.cpu / w_corpus.cpu:.1f}x CPU)", ""))
    print(f"generated module: {mb:.2f} MB; median of {repeat} runs")
    print("| measurement | median | throughput |")
    print("|---|---|---|")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]} |")


if __name__ == "__main__":
    main()
