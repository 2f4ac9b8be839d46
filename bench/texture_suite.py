#!/usr/bin/env python3
"""Texture benchmarks (issue 20, "Speed"): the kernels of bench/texture_kernels/ (beside, not in,
bench/kernels/, the shared suite's nine): blur5_texture.wgsl (a 5x5 box blur of a 2048x2048 rgba8unorm texture, textureLoad into workgroup tiles) and
resize_bilinear.wgsl (a textureSampleLevel bilinear resize of it to 1536x1536),
each through `wgx run --time` on the compiled backend, beside its hand-written C++ twin
(bench/native/texture_twins.cpp, built here with g++ -O3 -march=native -fopenmp like the shared
suite's native programs) and beside Mesa's lavapipe (Dawn's Vulkan backend over the oracle
install's Mesa 25 lavapipe, bench/lavapipe_texture_bench.mjs: the same WGSL and sizes) in the same
run, alternating wgx, native and lavapipe ROUNDS times. lavapipe is left out (--no-lavapipe, or
when node or the oracle install, ../shared/oracles/setup-vulkan.sh, is missing).

Timing of wgx: `wgx run --time REPEAT` in-process (a warm-up dispatch that also builds or loads the
kernel, then REPEAT dispatches; the median per dispatch). The native twin prints the median of
REPEAT runs after a warm-up, as does the lavapipe script (a dispatch: one submit and its
onSubmittedWorkDone, after a warm-up dispatch that compiles the shader). Each row reports the median over the rounds of each side's median, and
their ratio. The input is a PNG of random texels (the work per texel does not depend on them).

--threads N runs all on N threads (wgx's --threads, the twin's OMP_NUM_THREADS, lavapipe's
LP_NUM_THREADS; default: all cores): on a machine shared with other work, one thread each is the
steadier comparison.

usage: texture_suite.py [--wgx build/src/wgx] [--repeat 7] [--rounds 3] [--threads N]
                        [--no-lavapipe] [--results bench/RESULTS.md | --no-write]
"""
import argparse
import datetime
import os
import platform
import random
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SIZE, RESIZED = 2048, 1536

CASES = [
    # name, kernel, wgx options after the shader, native arguments, lavapipe script arguments
    ("blur 5x5 (textureLoad, tiles)", "blur5_texture.wgsl",
     ["--dispatch", f"{SIZE // 16},{SIZE // 16}", "--texture", "0:0=png:in.png", "--texture",
      f"0:1={SIZE}x{SIZE}"], ["blur", str(SIZE), str(SIZE)],
     [str(SIZE), str(SIZE), str(SIZE // 16), str(SIZE // 16)]),
    ("bilinear resize (textureSampleLevel)", "resize_bilinear.wgsl",
     ["--dispatch", f"{RESIZED // 16},{RESIZED // 16}", "--texture", "0:0=png:in.png", "--texture",
      f"0:1={RESIZED}x{RESIZED}", "--sampler", "0:2=linear"], ["resize", str(SIZE), str(RESIZED)],
     [str(SIZE), str(RESIZED), str(RESIZED // 16), str(RESIZED // 16), "--sampler"]),
]
LAVAPIPE_SCRIPT = REPO / "bench" / "lavapipe_texture_bench.mjs"
ORACLES = Path(os.environ.get("WGX_ORACLES") or Path.home() / ".cache" / "wgx-oracles")


def write_png(path, width, height, seed):
    rng = random.Random(seed)
    rows = b"".join(b"\0" + rng.randbytes(width * 4) for _ in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    Path(path).write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 1)) +
                           chunk(b"IEND", b""))


def run_wgx(wgx, kernel, options, repeat, cwd, threads):
    cmd = [wgx, "run", str(REPO / "bench" / "texture_kernels" / kernel), "--backend", "compiled", "--time", str(repeat)] + options
    if threads:
        cmd += ["--threads", str(threads)]
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    m = re.search(r"median ([0-9.]+) ms, min [0-9.]+ ms, cpu ([0-9.]+) ms", r.stderr)
    if r.returncode or not m:
        sys.exit(f"wgx failed: {' '.join(cmd)}\n{r.stderr}")
    return float(m.group(1)), float(m.group(2))


def run_native(binary, args, repeat, threads):
    env = dict(os.environ, OMP_NUM_THREADS=str(threads)) if threads else None
    r = subprocess.run([binary] + args + [str(repeat)], capture_output=True, text=True, env=env)
    m = re.search(r"RESULT ([0-9.]+) [0-9.]+ ([0-9.]+)", r.stdout)
    if r.returncode or not m:
        sys.exit(f"native twin failed: {r.stdout}{r.stderr}")
    return float(m.group(1)), float(m.group(2))


def lavapipe_installed():
    """Whether node and the Dawn oracle's Vulkan install (dawn.node, Mesa 25 lavapipe) are here."""
    return (shutil.which("node") is not None and (ORACLES / "mesa-vulkan" / "lvp_icd.json").exists()
            and (ORACLES / "node_modules" / "webgpu" / "dist" / "linux-x64" / "dawn.node").exists())


def run_lavapipe(kernel, args, repeat, threads):
    env = dict(os.environ, LP_NUM_THREADS=str(threads)) if threads else None
    cmd = ["node", str(LAVAPIPE_SCRIPT), str(REPO / "bench" / "texture_kernels" / kernel)] + args[:4] + [str(repeat)]
    r = subprocess.run(cmd + args[4:], capture_output=True, text=True, env=env, timeout=600)
    m = re.search(r"RESULT ([0-9.]+) [0-9.]+ ([0-9.]+)", r.stdout)
    if r.returncode or not m:
        sys.exit(f"lavapipe failed: {' '.join(cmd)}\n{r.stdout}{r.stderr}")
    return float(m.group(1)), float(m.group(2))


def median_pair(samples):
    """(median wall, median CPU) of (wall, CPU) samples; None for no samples."""
    if not samples:
        return None
    return statistics.median(t for t, _ in samples), statistics.median(c for _, c in samples)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--wgx", default=str(REPO / "build" / "src" / "wgx"))
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--threads", type=int, default=0)
    ap.add_argument("--results", default=str(REPO / "bench" / "RESULTS.md"))
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument("--no-lavapipe", action="store_true")
    a = ap.parse_args()
    lavapipe = not a.no_lavapipe and lavapipe_installed()
    if not a.no_lavapipe and not lavapipe:
        print("lavapipe left out: node or the oracle install (../shared/oracles/setup-vulkan.sh) is missing")
    wgx = str(Path(a.wgx).resolve())
    with tempfile.TemporaryDirectory(prefix="wgx-texbench-") as tmp:
        native = os.path.join(tmp, "texture_twins")
        cxx = shutil.which("g++") or shutil.which("c++")
        subprocess.run([cxx, "-std=c++20", "-O3", "-march=native", "-fopenmp", "-o", native,
                        str(REPO / "bench" / "native" / "texture_twins.cpp")], check=True)
        write_png(os.path.join(tmp, "in.png"), SIZE, SIZE, 20)
        rows = []
        for name, kernel, options, native_args, lavapipe_args in CASES:
            ours, theirs, lvp = [], [], []
            for _ in range(a.rounds):
                ours.append(run_wgx(wgx, kernel, options, a.repeat, tmp, a.threads))
                theirs.append(run_native(native, native_args, a.repeat, a.threads))
                if lavapipe:
                    lvp.append(run_lavapipe(kernel, lavapipe_args, a.repeat, a.threads))
            (w, wc), (n, nc) = median_pair(ours), median_pair(theirs)
            rows.append((name, w, n, wc, nc, median_pair(lvp)))
            print(f"{name}: wall wgx {w:.1f} ms, native {n:.1f} ms, {w / n:.2f}x; "
                  f"cpu wgx {wc:.1f} ms, native {nc:.1f} ms, {wc / nc:.2f}x  (wgx {ours}, native {theirs}"
                  + (f", lavapipe {lvp})" if lvp else ")"))
    if a.no_write:
        return
    cpu = platform.processor() or platform.machine()
    try:
        cpu = next(l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    date = datetime.date.today().isoformat()
    title = "native twins and lavapipe" if lavapipe else "native twins"
    text = [f"\n## Textures on the compiled backend against {title} — {date}\n",
            f"Machine: {cpu}, {os.cpu_count()} CPUs (shared with other builds while measured, load average"
            f" {os.getloadavg()[0]:.1f} at the end: read the ratios, measured in the same run, alternating wgx"
            + (", the native program and lavapipe)." if lavapipe else " and the native program)."),
            f"Command: `python3 bench/texture_suite.py --repeat {a.repeat} --rounds {a.rounds}"
            + (f" --threads {a.threads}" if a.threads else "") + "` (release build, `-O2`;",
            "the native twins `g++ -O3 -march=native -fopenmp`; "
            + (f"{a.threads} thread(s) each" if a.threads else "all cores, as wgx's worker pool") + "). Medians over the",
            "rounds of each side's median per dispatch: wall time, and the process's CPU time (all threads),",
            "the steadier of the two while other work takes CPUs."
            + (" lavapipe: Dawn's Vulkan backend over Mesa 25 lavapipe"
               " (`bench/lavapipe_texture_bench.mjs`), in the same rounds.\n" if lavapipe else "\n"),
            "| kernel | wgx compiled | native twin | ratio | wgx CPU | native CPU | CPU ratio |"
            + (" lavapipe | lavapipe CPU | wgx / lavapipe CPU |" if lavapipe else ""),
            "|---|---|---|---|---|---|---|" + ("---|---|---|" if lavapipe else "")]
    for n, w, t, wc, tc, lvp in rows:
        line = f"| {n} | {w:.1f} ms | {t:.1f} ms | {w / t:.2f}x | {wc:.1f} ms | {tc:.1f} ms | {wc / tc:.2f}x |"
        if lvp:
            line += f" {lvp[0]:.1f} ms | {lvp[1]:.1f} ms | {wc / lvp[1]:.2f}x |"
        text.append(line)
    with open(a.results, "a") as f:
        f.write("\n".join(text) + "\n")


if __name__ == "__main__":
    main()
