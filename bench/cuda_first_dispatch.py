#!/usr/bin/env python3
"""First dispatch of a kernel never seen on the CUDA backend (issue 23's "NVRTC + load" row).

For each benchmark kernel (every entry point of the multi-pass ones), one workgroup over
zero-filled bindings runs through `wgx run --backend cuda` twice in a row with the same fresh
kernel cache folder: the first process compiles the kernel with NVRTC and stores the cubin, the
second loads it from the disk cache. Both processes do everything else alike (start-up, checking,
lowering, the driver's context, copies), so cold - warm is what a new kernel costs over a known
one. Medians over --repeat fresh folders.

A first build compiles while the driver opens its context (docs/cuda.md, "The first dispatch"),
so cold - warm is what NVRTC adds beyond the driver's start-up. Two more figures tell the parts
apart: the driver's start-up split into cuInit and the primary context (fresh processes, through
libcuda directly), and NVRTC's own time for each entry point with the backend's options in a
process that has compiled before (bench/cuda_nvrtc_time.py), which is what a new pipeline costs
the API's device, whose context is open long before its first dispatch.

usage: cuda_first_dispatch.py [--wgx build/src/wgx] [--repeat 5] [--shared ../shared/bench]
                              [--nvrtc /usr/local/cuda/lib64/libnvrtc.so]
(NVRTC alone compiles for $WGX_CUDA_ARCH, sm_90 unless set: the H100's and the H200's.)
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
sys.path.insert(0, str(Path(__file__).resolve().parent))
import cuda_nvrtc_time  # noqa: E402

# A fresh process timing the driver's start-up: cuInit, then device 0's primary context.
DRIVER_STARTUP = r"""
import ctypes, time
cuda = ctypes.CDLL("libcuda.so.1")
t = time.perf_counter()
assert cuda.cuInit(0) == 0
t_init = time.perf_counter()
dev, ctx = ctypes.c_int(), ctypes.c_void_p()
assert cuda.cuDeviceGet(ctypes.byref(dev), 0) == 0
assert cuda.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev) == 0
assert cuda.cuCtxSetCurrent(ctx) == 0
t_ctx = time.perf_counter()
print((t_init - t) * 1e3, (t_ctx - t_init) * 1e3)
"""


def driver_startup(repeat):
    """Medians of cuInit's and the primary context's ms over `repeat` fresh processes."""
    init, ctx = [], []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", DRIVER_STARTUP], capture_output=True, text=True)
        if out.returncode != 0:
            return None
        a, b = map(float, out.stdout.split())
        init.append(a)
        ctx.append(b)
    return statistics.median(init), statistics.median(ctx)


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
    ap.add_argument("--nvrtc", default=os.environ.get("WGX_NVRTC", "/usr/local/cuda/lib64/libnvrtc.so"))
    args = ap.parse_args()
    kernels = sorted((Path(args.shared) / "kernels").glob("*.wgsl"))
    if not kernels:
        sys.exit(f"no kernels under {args.shared}/kernels")
    startup = driver_startup(max(args.repeat, 3))
    if startup:
        print(f"driver start-up (median of {max(args.repeat, 3)} fresh processes): cuInit {startup[0]:.1f} ms, "
              f"primary context {startup[1]:.1f} ms\n")
    nvrtc = cuda_nvrtc_time.Nvrtc(args.nvrtc)
    arch = os.environ.get("WGX_CUDA_ARCH", "sm_90")
    options, kind = cuda_nvrtc_time.options_for("minimal", arch)
    # NVRTC's first compile in a process sets NVRTC up: timed apart (requestDevice does it early).
    trivial = 'extern "C" __global__ void k(unsigned* p) { p[threadIdx.x] = 0u; }'
    first = nvrtc.compile(trivial, options, kind)[0] * 1e3
    again = statistics.median([nvrtc.compile(trivial, options, kind)[0] * 1e3 for _ in range(3)])
    print(f"NVRTC, a one-line kernel: {first:.1f} ms as the process's first compile, {again:.1f} ms later\n")
    print("| kernel (entry) | cold ms (NVRTC + load) | warm ms (disk cache) | cold - warm ms | NVRTC alone ms |")
    print("|---|---|---|---|---|")
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
            source = cuda_nvrtc_time.cuda_source(args.wgx, path, entry)
            alone = statistics.median([nvrtc.compile(source, options, kind)[0] * 1e3 for _ in range(args.repeat)])
            name = path.stem if len(entries) == 1 else f"{path.stem} ({entry})"
            print(f"| {name} | {c:.1f} | {w:.1f} | {c - w:.1f} | {alone:.1f} |", flush=True)


if __name__ == "__main__":
    main()
