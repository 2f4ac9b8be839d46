#!/usr/bin/env python3
"""Where a sanitized dispatch's time goes, on the nine benchmark kernels: each kernel of
run_suite.py at one size runs `wgx run --sanitize --time N` under `perf record`, and the samples
are split by the function they fell in: the sanitizer's checks (wgx::sanitize::), the
interpreter (wgx::exec::, with the libm and libc copies it calls), zeroing and first touch of
memory (memset and the kernel's page faults: the shadow memory, made per dispatch) and the rest
(parsing, buffers, the process). The same for the plain interpreter on one thread, for scale.
Needs `perf` (perf_event_paranoid <= 2 profiles one's own processes). Prints a Markdown table.

usage: bench/sanitize_profile.py [--wgx build/src/wgx] [--step 1] [--repeat 5] [--only k1,k2]
"""
import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run_suite  # noqa: E402

CATEGORIES = ["sanitizer", "interpreter", "zeroing + page faults", "other"]


def category(dso, sym):
    if "sanitize::" in sym:
        return "sanitizer"
    if "memset" in sym or dso.startswith("[kernel"):
        return "zeroing + page faults"
    if "exec::" in sym or "memmove" in sym or "memcpy" in sym or dso.startswith("libm"):
        return "interpreter"
    return "other"


def profile(cmd, tmp):
    data = Path(tmp) / "perf.data"
    subprocess.run(["perf", "record", "-q", "-o", str(data), "--"] + cmd, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    rep = subprocess.run(["perf", "report", "-i", str(data), "--no-children", "--stdio", "--sort", "dso,sym",
                          "--percent-limit", "0"], capture_output=True, text=True, check=True).stdout
    share = dict.fromkeys(CATEGORIES, 0.0)
    for line in rep.splitlines():
        parts = line.split()
        if not parts or parts[0].startswith("#") or not parts[0].endswith("%"):
            continue
        pct, dso, sym = float(parts[0][:-1]), parts[1], " ".join(parts[3:])
        share[category(dso, sym)] += pct
    return share


class Recorder(run_suite.Runner):
    """run_suite's runner that runs the kernel once for real (for its inputs) and keeps the command
    of its first pass (reduce's and scan's later passes are over a few partial sums)."""

    extra = []
    first = None

    def cmd(self, kernel, entry, dispatch, bindings, out):
        c = super().cmd(kernel, entry, dispatch, bindings, out) + self.extra
        if self.first is None:
            self.first = c
        return c


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--wgx", default=str(run_suite.REPO / "build/src/wgx"))
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--step", type=int, default=1)
    ap.add_argument("--only", default="")
    ap.add_argument("--shared", default=str(run_suite.SHARED), help="the shared bench folder (kernels/)")
    args = ap.parse_args()
    run_suite.KERNELS = Path(args.shared) / "kernels"
    names = [k for k in run_suite.SUITE if not args.only or k in args.only.split(",")]
    modes = {"sanitize": ["--sanitize"], "interp 1 thread": ["--backend", "interp", "--threads", "1"]}
    print("| kernel | size | run | " + " | ".join(f"{c} %" for c in CATEGORIES) + " |")
    print("|---" * (len(CATEGORIES) + 3) + "|")
    for name in names:
        fn, _full, ladder, *_ = run_suite.SUITE[name]
        size = ladder[min(args.step, len(ladder) - 1)]
        for mode, flags in modes.items():
            with tempfile.TemporaryDirectory(prefix="wgx-prof-") as tmp:
                R = Recorder(Path(args.wgx).resolve(), 1, tmp)
                R.extra = flags
                fn(R, size, 0)  # writes the inputs
                share = profile(R.first + ["--time", str(args.repeat)], tmp)
            row = [name, run_suite.size_label(name, size), mode] + [f"{share[c]:.0f}" for c in CATEGORIES]
            print("| " + " | ".join(row) + " |", flush=True)


if __name__ == "__main__":
    main()
