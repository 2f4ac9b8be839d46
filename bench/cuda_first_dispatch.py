#!/usr/bin/env python3
"""First dispatch of a kernel never seen on the CUDA backend (issue 23's "NVRTC + load" row).

For each benchmark kernel (every entry point of the multi-pass ones), one workgroup over
zero-filled bindings runs through `wgx run --backend cuda` twice in a row with the same fresh
kernel cache folder: the first process compiles the kernel with NVRTC and stores the cubin, the
second loads it from the disk cache. Both processes do everything else alike (start-up, checking,
lowering, the driver's context, copies), so cold - warm is what a new kernel costs over a known
one. Medians over --repeat fresh folders.

usage: cuda_first_dispatch.py [--wgx build/src/wgx] [--repeat 5] [--shared ../shared/bench]
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def header(path):
    text = path.read_text()
    return json.loads(re.search(r"/\* BENCH\s*(\{.*?\})\s*\*/", text, re.S).group(1))


def timed(cmd, env):
    t = time.perf_counter()
    proc = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = (time.perf_counter() - t) * 1e3
    if proc.returncode != 0:
        msg = proc.stderr.decode(errors="replace").strip().splitlines()
        raise RuntimeError(msg[0] if msg else f"exit {proc.returncode}")
    return wall


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--wgx", default=str(REPO / "build/src/wgx"))
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--shared", default=str(REPO.parent / "shared/bench"))
    args = ap.parse_args()
    kernels = sorted((Path(args.shared) / "kernels").glob("*.wgsl"))
    if not kernels:
        sys.exit(f"no kernels under {args.shared}/kernels")
    print("| kernel (entry) | cold ms (NVRTC + load) | warm ms (disk cache) | cold - warm ms |")
    print("|---|---|---|---|")
    for path in kernels:
        h = header(path)
        entries = h["entry"] if isinstance(h["entry"], list) else [h["entry"]]
        for entry in entries:
            cmd = [args.wgx, "run", str(path), "--entry", entry, "--backend", "cuda", "--dispatch", "1,1,1"]
            for b in sorted(h["bindings"], key=int):
                cmd += ["--binding", f"0:{b}=zeros:4096"]
            cold, warm = [], []
            for _ in range(args.repeat):
                with tempfile.TemporaryDirectory() as cache:
                    os.chmod(cache, 0o700)
                    env = dict(os.environ, WGX_CACHE_DIR=cache)
                    try:
                        cold.append(timed(cmd, env))
                        warm.append(timed(cmd, env))
                    except RuntimeError as e:
                        sys.exit(f"{path.stem} ({entry}): {e}")
            c, w = statistics.median(cold), statistics.median(warm)
            name = path.stem if len(entries) == 1 else f"{path.stem} ({entry})"
            print(f"| {name} | {c:.1f} | {w:.1f} | {c - w:.1f} |", flush=True)


if __name__ == "__main__":
    main()
