#!/usr/bin/env python3
"""The benchmark kernels on the CUDA backend at 4x the CPU suite's sizes (2D kernels 2x per side),
the sizes wgpu was measured at on the H200 (../shared/bench/results-h200-wgpu.md), verified as
run_suite.py verifies them (its kernel runners and checks are reused).

Timing: `wgx run --backend cuda --time REPEAT`: one warm-up dispatch (it also compiles the kernel
with NVRTC or finds it in the disk cache), then REPEAT dispatches; the figure is the median device
time per dispatch from CUDA events around the kernel launch (wgpu's figure is the device time from
timestamp queries). Copies of the bindings to and from the GPU are outside it. Multi-pass kernels
(reduce, scan) sum their passes.

usage: cuda_suite.py [--wgx build/src/wgx] [--repeat 30] [--only k1,k2] [--out FILE.md]
"""
import argparse
import datetime
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run_suite  # noqa: E402

# wgpu on one H200 (Vulkan, NVIDIA driver 580), device ms per dispatch, median of 30:
# ../shared/bench/results-h200-wgpu.md, measured 2026-11-29 at these sizes.
WGPU_MS = {"saxpy": 0.817, "reduce": 0.905, "matmul": 12.746, "hist_global": 17.565, "hist_local": 0.472,
           "scan": 0.750, "jacobi": 0.258, "nbody": 6.368, "mandelbrot": 0.154}
# 4x the CPU suite's full size: n x4 for 1D kernels, x2 per side for jacobi, mandelbrot and matmul,
# n x2 for nbody... as wgpu's table: nbody n=16384 (x4).
SIZES = {"saxpy": 1 << 26, "reduce": 1 << 26, "matmul": 2048, "hist_global": 1 << 26, "hist_local": 1 << 26,
         "scan": 1 << 24, "jacobi": 4096, "nbody": 16384, "mandelbrot": 2048}


def masked_words_chunked(rng, n, andmask, ormask):
    """run_suite.masked_words in pieces of 4M words: the same bytes (random.randbytes fills a large
    request from the same 32-bit draws in order), without one request of 2^31 bits, which Python 3.12
    refuses."""
    chunk = 1 << 22
    return b"".join(ORIGINAL_MASKED_WORDS(rng, min(chunk, n - i), andmask, ormask) for i in range(0, n, chunk))


ORIGINAL_MASKED_WORDS = run_suite.masked_words


class CudaRunner(run_suite.Runner):
    """run_suite's runner with `--backend cuda`, reading the device time (CUDA events)."""

    def cmd(self, kernel, entry, dispatch, bindings, out):
        return super().cmd(kernel, entry, dispatch, bindings, out) + ["--backend", "cuda", "--max-time", "60"]

    def dispatch(self, kernel, entry, dispatch, bindings, sizes, repeat=None):
        out = self.tmp / "out.bin"
        full = self.cmd(kernel, entry, dispatch, bindings, out)
        n = self.repeat if repeat is None else repeat
        t = time.perf_counter()
        self._once(full + (["--time", str(n)] if n else []))
        self.first_ms = (time.perf_counter() - t) * 1e3
        res = (float("nan"), float("nan"))
        if n:
            m = re.search(r"device time per dispatch: median ([0-9.e+-]+) ms, min ([0-9.e+-]+) ms", self.last_stderr)
            if not m:
                raise run_suite.RunError("no device time line from wgx run --time: " + self.last_stderr[-300:])
            res = (float(m.group(1)), float(m.group(2)))
        data = out.read_bytes()
        parts, off = {}, 0
        for b in sorted(sizes):
            parts[b] = data[off:off + sizes[b]]
            off += sizes[b]
        return res[0], res[1], parts


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--wgx", default=str(run_suite.REPO / "build/src/wgx"))
    ap.add_argument("--repeat", type=int, default=30)
    ap.add_argument("--only", default="")
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    run_suite.KERNELS = run_suite.REPO / "bench" / "kernels"
    run_suite.masked_words = masked_words_chunked
    names = [k for k in run_suite.SUITE if not args.only or k in args.only.split(",")]
    try:
        device = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"],
                                capture_output=True, text=True).stdout.strip()
    except OSError:
        device = ""

    lines = [f"# wgx --backend cuda on {device or 'a CUDA GPU'}, {datetime.date.today().isoformat()}", "",
             f"Command: `python3 bench/cuda_suite.py --repeat {args.repeat}`", "",
             "| kernel | size | device ms/dispatch (median) | min | throughput | wgpu ms | wgpu / wgx | verify |",
             "|---|---|---|---|---|---|---|---|"]
    with tempfile.TemporaryDirectory(prefix="wgx-cuda-suite-") as tmp:
        R = CudaRunner(Path(args.wgx).resolve(), args.repeat, tmp)
        for name in names:
            fn, _full, _ladder, _expo, work, _nprog, _nextra = run_suite.SUITE[name]
            size = SIZES[name]
            try:
                ms, mn, ok, msg, extra = fn(R, size, None)
                amount, unit = work(size, extra)
                rate = amount / 1e6 / ms if ms > 0 else float("nan")
                ratio = WGPU_MS[name] / ms if ms > 0 else float("nan")
                row = (f"| {name} | {run_suite.size_label(name, size)} | {ms:.4g} | {mn:.4g} | {rate:.4g} {unit} | "
                       f"{WGPU_MS[name]} | {ratio:.2f}x | {'OK' if ok else 'FAIL'}: {msg} |")
            except (run_suite.RunError, run_suite.Unsupported) as e:
                row = f"| {name} | {run_suite.size_label(name, size)} | - | - | - | {WGPU_MS[name]} | - | error: {e} |"
            print(row, flush=True)
            lines.append(row)
    text = "\n".join(lines) + "\n"
    if args.out:
        Path(args.out).write_text(text)
    print(text)


if __name__ == "__main__":
    main()
