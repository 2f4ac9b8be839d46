#!/usr/bin/env python3
"""NVRTC's time per benchmark entry point under several option sets (no GPU needed).

The CUDA backend's first dispatch of a kernel never seen is dominated by NVRTC (issue 23's
"NVRTC + load <= 50 ms" row). This script takes the CUDA C++ that `wgx run --dump-cuda` prints
for every entry point of bench/kernels/*.wgsl and times nvrtcCompileProgram + getting the image
under each option set, through libnvrtc directly (ctypes), so option sets can be compared on a
machine without a GPU. Every set keeps the float semantics the backend needs (no contraction,
IEEE division and square roots, denormals kept): only how hard NVRTC and ptxas optimize changes.

usage: cuda_nvrtc_time.py [--wgx build/src/wgx] [--repeat 5] [--sets base,ofc-max,...]
                          [--nvrtc /usr/local/cuda/lib64/libnvrtc.so] [--arch sm_90] [--phases]
"""
import argparse
import ctypes
import json
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# What the backend passed before it took --minimal (src/cuda/cuda_api.cpp, nvrtc_options), less
# the architecture: the set "base". The backend's options now are the set "minimal".
SEMANTICS = ["-std=c++17", "--fmad=false", "--prec-div=true", "--prec-sqrt=true", "--ftz=false", "-w"]

# Name -> (extra options, image kind). "cubin" asks for --gpu-architecture=sm_XY (NVRTC runs
# ptxas); "ptx" for compute_XY (ptxas would run in the driver at cuModuleLoadData).
SETS = {
    "base": ([], "cubin"),
    "no-cache": (["--no-cache"], "cubin"),
    "ofc-min": (["--Ofast-compile=min"], "cubin"),
    "ofc-mid": (["--Ofast-compile=mid"], "cubin"),
    "ofc-max": (["--Ofast-compile=max"], "cubin"),
    "ptxas-O0": (["--ptxas-options=-O0"], "cubin"),
    "ptxas-O1": (["--ptxas-options=-O1"], "cubin"),
    "ofc-max+ptxas-O0": (["--Ofast-compile=max", "--ptxas-options=-O0"], "cubin"),
    "minimal": (["--minimal"], "cubin"),
    "minimal+ofc-max": (["--minimal", "--Ofast-compile=max"], "cubin"),
    "default-device": (["-default-device"], "cubin"),
    "split-compile": (["--minimal", "--split-compile=0"], "cubin"),
    "ptx": ([], "ptx"),
    "ptx+ofc-max": (["--Ofast-compile=max"], "ptx"),
    "ptx+minimal+ofc-max": (["--minimal", "--Ofast-compile=max"], "ptx"),
}


def header(path):
    text = path.read_text()
    return json.loads(re.search(r"/\* BENCH\s*(\{.*?\})\s*\*/", text, re.S).group(1))


def entry_points(kernels):
    for path in kernels:
        h = header(path)
        entries = h["entry"] if isinstance(h["entry"], list) else [h["entry"]]
        for entry in entries:
            yield (path.stem if len(entries) == 1 else f"{path.stem} ({entry})"), path, entry


def cuda_source(wgx, path, entry):
    # Without bindings `wgx run` stops after the dump, listing the bindings it lacks (lines that
    # start with '@'): the CUDA C++ is what comes before them.
    out = subprocess.run([wgx, "run", str(path), "--entry", entry, "--dump-cuda"], capture_output=True)
    text = out.stdout.decode()
    end = re.search(r"^@", text, re.M)
    return text[: end.start()] if end else text


class Nvrtc:
    def __init__(self, path):
        self.lib = ctypes.CDLL(path)
        self.lib.nvrtcCreateProgram.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int,
                                                ctypes.c_void_p, ctypes.c_void_p]

    def compile(self, source, options, kind):
        """Seconds for compile + image, and the log's text; raises on an NVRTC error."""
        prog = ctypes.c_void_p()
        opts = (ctypes.c_char_p * len(options))(*[o.encode() for o in options])
        t = time.perf_counter()
        if self.lib.nvrtcCreateProgram(ctypes.byref(prog), source.encode(), b"wgx_kernel.cu", 0, None, None):
            raise RuntimeError("nvrtcCreateProgram failed")
        r = self.lib.nvrtcCompileProgram(prog, len(options), opts)
        size = ctypes.c_size_t()
        get_size, get = (self.lib.nvrtcGetCUBINSize, self.lib.nvrtcGetCUBIN) if kind == "cubin" else (
            self.lib.nvrtcGetPTXSize, self.lib.nvrtcGetPTX)
        image = b""
        if r == 0:
            get_size(prog, ctypes.byref(size))
            buf = ctypes.create_string_buffer(size.value)
            get(prog, buf)
            image = buf.raw
        seconds = time.perf_counter() - t
        self.lib.nvrtcGetProgramLogSize(prog, ctypes.byref(size))
        log = ctypes.create_string_buffer(size.value)
        self.lib.nvrtcGetProgramLog(prog, log)
        self.lib.nvrtcDestroyProgram(ctypes.byref(prog))
        if r != 0:
            raise RuntimeError(f"NVRTC error {r}: {log.value.decode(errors='replace')[:400]}")
        return seconds, log.value.decode(errors="replace"), image


def options_for(name, arch):
    extra, kind = SETS[name]
    target = arch if kind == "cubin" else arch.replace("sm_", "compute_")
    return [f"--gpu-architecture={target}"] + SEMANTICS + extra, kind


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--wgx", default=str(REPO / "build/src/wgx"))
    ap.add_argument("--nvrtc", default="/usr/local/cuda/lib64/libnvrtc.so")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--sets", default="base,ofc-min,ofc-mid,ofc-max,ptxas-O0,ofc-max+ptxas-O0,minimal,ptx,ptx+ofc-max")
    ap.add_argument("--kernels", default=str(REPO / "bench/kernels"))
    ap.add_argument("--phases", action="store_true", help="print NVRTC's --time=- table for the first run of each")
    args = ap.parse_args()
    sets = args.sets.split(",")
    for s in sets:
        if s not in SETS:
            sys.exit(f"unknown set {s}; known: {', '.join(SETS)}")
    nvrtc = Nvrtc(args.nvrtc)
    kernels = sorted(Path(args.kernels).glob("*.wgsl"))
    entries = [(name, cuda_source(args.wgx, path, entry)) for name, path, entry in entry_points(kernels)]
    # NVRTC's first compile in a process also loads and sets up its builtins: timed apart.
    first, _, _ = nvrtc.compile(entries[0][1], options_for("base", args.arch)[0], "cubin")
    print(f"first compile in the process ({entries[0][0]}, base): {first * 1e3:.0f} ms\n")
    print("| entry point | source KiB | " + " | ".join(f"{s} ms" for s in sets) + " |")
    print("|---|---|" + "---|" * len(sets))
    for name, source in entries:
        times = {s: [] for s in sets}
        # Round robin over the sets, so that a change in the machine's load hits all of them.
        for i in range(args.repeat):
            for s in sets:
                options, kind = options_for(s, args.arch)
                extra = ["--time=-"] if args.phases and i == 0 else []
                seconds, log, _ = nvrtc.compile(source, options + extra, kind)
                if extra:
                    print(f"<!-- {name} {s}\n{log.strip()}\n-->", file=sys.stderr)
                times[s].append(seconds * 1e3)
        row = [f"{statistics.median(times[s]):.0f}" for s in sets]
        print(f"| {name} | {len(source) / 1024:.1f} | " + " | ".join(row) + " |", flush=True)

if __name__ == "__main__":
    main()
