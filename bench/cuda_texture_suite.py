#!/usr/bin/env python3
"""The texture benchmarks (bench/texture_kernels/, the cases of bench/texture_suite.py: a 5x5 box
blur of a 2048x2048 rgba8unorm texture through textureLoad and workgroup tiles, and a bilinear
textureSampleLevel resize of it to 1536x1536) on the CUDA backend beside the compiled CPU backend
of the same machine, alternated ROUNDS times, each through `wgx run --time REPEAT`: the median wall
time per dispatch (the texture's copies to and from the GPU included) and, for CUDA, the median
device time (CUDA events, the kernel alone). The storage texture each writes (--png) must be the
same bytes on both backends, else the script fails.

--reference interp compares with the interpreter instead (a machine without a C++ compiler), timed
over --reference-repeat dispatches.

usage: cuda_texture_suite.py [--wgx build/src/wgx] [--repeat 30] [--rounds 2]
                             [--reference compiled|interp] [--reference-repeat N]
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from texture_suite import CASES, REPO, SIZE, write_png  # noqa: E402


def run(wgx, kernel, options, backend, repeat, cwd, png):
    cmd = [wgx, "run", str(REPO / "bench" / "texture_kernels" / kernel), "--backend", backend, "--time",
           str(repeat)] + options + ["--png", "0:1=" + png]
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    wall = re.search(r"median ([0-9.]+) ms", r.stderr)
    device = re.search(r"device time per dispatch: median ([0-9.]+) ms", r.stderr)
    if r.returncode or not wall or (backend == "cuda" and not device):
        sys.exit(f"wgx failed: {' '.join(cmd)}\n{r.stderr}")
    return float(wall.group(1)), float(device.group(1)) if device else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--wgx", default=str(REPO / "build" / "src" / "wgx"))
    ap.add_argument("--repeat", type=int, default=30)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--reference", choices=["compiled", "interp"], default="compiled")
    ap.add_argument("--reference-repeat", type=int, default=0, help="default: --repeat")
    a = ap.parse_args()
    wgx = str(Path(a.wgx).resolve())
    failed = False
    with tempfile.TemporaryDirectory(prefix="wgx-cudatex-") as tmp:
        write_png(os.path.join(tmp, "in.png"), SIZE, SIZE, 20)
        for name, kernel, options, _ in CASES:
            gpu, cpu = [], []
            for _ in range(a.rounds):
                gpu.append(run(wgx, kernel, options, "cuda", a.repeat, tmp, "cuda.png"))
                cpu.append(run(wgx, kernel, options, a.reference, a.reference_repeat or a.repeat, tmp, "cpu.png"))
            same = Path(tmp, "cuda.png").read_bytes() == Path(tmp, "cpu.png").read_bytes()
            failed |= not same
            wall = statistics.median(w for w, _ in gpu)
            device = statistics.median(d for _, d in gpu)
            compiled = statistics.median(w for w, _ in cpu)
            print(f"{name}: cuda device {device:.3f} ms, cuda wall {wall:.2f} ms, {a.reference} wall {compiled:.2f} ms, "
                  f"{a.reference} / cuda device {compiled / device:.1f}x, output {'equal' if same else 'DIFFERENT'}"
                  f"  (cuda {gpu}, {a.reference} {[w for w, _ in cpu]})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
