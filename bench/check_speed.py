#!/usr/bin/env python3
"""Checking speed of `wgx check`, with Tint measured in the same run as the reference.

Two workloads: one large generated module (parsing throughput, MB/s) and the project's corpus of
small shaders (shaders per second, as a CI lint step would see them). Each measurement is the
median of REPEAT runs of a whole command (process start included). Tint runs through the oracle
(`../shared/oracles/tint-check.mjs`, Dawn's node binding), so its numbers include node's start-up,
measured separately and subtracted.

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


def median_seconds(cmd, repeat):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


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
        rows = []
        w_syntax = median_seconds([wgx, "check", "--syntax-only", str(big)], repeat)
        w_full = median_seconds([wgx, "check", str(big)], repeat)
        w_corpus = median_seconds([wgx, "check", *corpus], repeat)
        rows.append(("wgx check --syntax-only, generated module", f"{w_syntax*1000:.0f} ms", f"{mb / w_syntax:.1f} MB/s"))
        rows.append(("wgx check, generated module", f"{w_full*1000:.0f} ms", f"{mb / w_full:.1f} MB/s"))
        rows.append((f"wgx check, corpus of {len(corpus)} shaders", f"{w_corpus*1000:.0f} ms",
                     f"{len(corpus) / w_corpus:.0f} shaders/s, {corpus_mb / w_corpus:.2f} MB/s"))
        if have_tint:
            base = median_seconds(["node", str(tint), str(empty)], repeat)
            t_big = median_seconds(["node", str(tint), str(big)], repeat) - base
            t_corpus = median_seconds(["node", str(tint), *corpus], repeat) - base
            rows.append(("Tint (node start-up subtracted), generated module", f"{t_big*1000:.0f} ms",
                         f"{mb / t_big:.1f} MB/s"))
            rows.append((f"Tint (node start-up subtracted), corpus of {len(corpus)} shaders", f"{t_corpus*1000:.0f} ms",
                         f"{len(corpus) / t_corpus:.0f} shaders/s"))
            rows.append(("ratio Tint / wgx, generated module (full check)", f"{t_big / w_full:.1f}x", ""))
            rows.append(("ratio Tint / wgx, corpus", f"{t_corpus / w_corpus:.1f}x", ""))
    print(f"generated module: {mb:.2f} MB; median of {repeat} runs")
    print("| measurement | median | throughput |")
    print("|---|---|---|")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]} |")


if __name__ == "__main__":
    main()
