#!/usr/bin/env python3
"""The sanitizer's cost on the nine benchmark kernels: each kernel of run_suite.py at one size,
timed in-process (`wgx run --time`) four ways: the compiled backend (all threads), the plain
interpreter on one thread and on all threads, and `--sanitize` (races and bounds; the sanitized
dispatch runs on the interpreter on one thread). Every run's output is verified as run_suite.py
verifies it. Prints a Markdown table.

usage: bench/sanitize_overhead.py [--wgx build/src/wgx] [--repeat 3] [--step 0] [--only k1,k2]
                                  [--modes compiled,sanitize] [--shared ../shared/bench]
  --modes: which of the four to run (the ratios need the modes they divide by)
  --step: which size of each kernel's ladder in run_suite.py (0: the smallest)
"""
import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run_suite  # noqa: E402

MODES = {
    "compiled": ["--backend", "compiled"],
    "interp 1 thread": ["--backend", "interp", "--threads", "1"],
    "interp": ["--backend", "interp"],
    "sanitize": ["--sanitize"],
}


class ModeRunner(run_suite.Runner):
    """run_suite's runner with extra `wgx run` flags."""

    extra = []

    def cmd(self, kernel, entry, dispatch, bindings, out):
        return super().cmd(kernel, entry, dispatch, bindings, out) + self.extra


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--wgx", default=str(run_suite.REPO / "build/src/wgx"))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--step", type=int, default=0)
    ap.add_argument("--only", default="")
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--shared", default=str(run_suite.SHARED), help="the shared bench folder (kernels/)")
    args = ap.parse_args()
    run_suite.KERNELS = Path(args.shared) / "kernels"
    names = [k for k in run_suite.SUITE if not args.only or k in args.only.split(",")]
    modes = {m: f for m, f in MODES.items() if m in args.modes.split(",")}
    ratios = [(a, b) for a, b in [("sanitize", "interp 1 thread"), ("sanitize", "compiled")] if a in modes and b in modes]
    print("| kernel | size | " + " | ".join(f"{m} ms" for m in modes) +
          "".join(f" | {a} / {b}" for a, b in ratios) + " | verified |")
    print("|---" * (len(modes) + len(ratios) + 3) + "|")
    with tempfile.TemporaryDirectory(prefix="wgx-san-") as tmp:
        for name in names:
            fn, _full, ladder, *_ = run_suite.SUITE[name]
            size = ladder[min(args.step, len(ladder) - 1)]
            ms, ok = {}, []
            for mode, flags in modes.items():
                R = ModeRunner(Path(args.wgx).resolve(), args.repeat, tmp)
                R.extra = flags
                fn(R, size, 0)  # warm-up (and the compiled kernel's build)
                w, _c, good, msg, _x = fn(R, size, None)
                ms[mode] = w
                ok.append(f"{mode}: {msg}" if not good else "")
            verified = "yes" if not any(ok) else "; ".join(o for o in ok if o)
            row = [name, run_suite.size_label(name, size)] + [f"{ms[m]:.3g}" for m in modes]
            row += [f"{ms[a] / ms[b]:.2f}x" for a, b in ratios] + [verified]
            print("| " + " | ".join(row) + " |", flush=True)


if __name__ == "__main__":
    main()
