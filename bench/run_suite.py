#!/usr/bin/env python3
"""Execution benchmark suite: the nine kernels of ../shared/bench/kernels through `wgx run`, with the
native C++ counterparts of ../shared/bench/native measured in the same run, at the same size.

Timing of wgx: `wgx run --time REPEAT` times the dispatch in-process: one warm-up dispatch (it
also builds the compiled kernel, or finds it in the cache), then REPEAT dispatches, each from the same
initial buffer contents; the median wall time per dispatch is what counts (as the native programs
report the median of repeated runs). Start-up, parsing, checking, lowering, kernel building, loading
the inputs and writing the outputs are outside it. Multi-pass kernels (reduce, scan) sum their
passes; each pass feeds the next through the raw `--output` bytes.

Size: each kernel is first probed at a small size, and grown along a ladder (each step the
bindings and the dispatch grow in the same proportion) while the predicted time of one wgx run
stays under --max-run-s; the native program runs at that same size. Where the size is reduced, the
lavapipe comparison scales lavapipe's full-size time by the work ratio (per-work throughput).

Inputs are generated here (Python's random, fixed seeds), passed with `--binding G:B=file:PATH`,
and the outputs are verified as each kernel's BENCH header says.

usage: run_suite.py [--wgx build/src/wgx] [--repeat 5] [--max-run-s 20] [--only k1,k2] [--shared DIR]
                    [--results bench/RESULTS.md | --no-write]
"""
import argparse
import array
import datetime
import math
import os
import platform
import random
import re
import shlex
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared" / "bench"
KERNELS = SHARED / "kernels"
NATIVE_SRC = SHARED / "native"

# From ../shared/bench/README.md (full size; process CPU time / 2 on the 2-vCPU machine).
LAVAPIPE = {  # kernel: (lavapipe ms, native ms, lavapipe/native)
    "saxpy": (55.4, 3.3, "17x"), "reduce": (126, 1.1, "113x"), "matmul": (3731, 8.5, "438x"),
    "hist_global": (100, 2.8, "36x"), "hist_local": (98.6, 2.8, "36x"), "scan": (52.3, 1.0, "51x"),
    "jacobi": (20.5, 0.75, "27x"), "nbody": (32.5, 2.3, "14x"), "mandelbrot": (31.8, 6.1, "5.2x"),
}


class Unsupported(Exception):
    pass


class RunError(Exception):
    pass


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def masked_words(rng, n, andmask, ormask):
    """n random 32-bit words, each (w & andmask) | ormask, done in bulk through one big integer."""
    if n == 0:
        return b""
    x = int.from_bytes(random_bytes(rng, 4 * n), "little")
    m = int.from_bytes(struct.pack("<I", andmask) * n, "little")
    o = int.from_bytes(struct.pack("<I", ormask) * n, "little")
    return ((x & m) | o).to_bytes(4 * n, "little")


def floats_pm(rng, n):  # +-[0.5, 1)
    return masked_words(rng, n, 0x807FFFFF, 0x3F000000)


def floats_12(rng, n):  # [1, 2)
    return masked_words(rng, n, 0x007FFFFF, 0x3F800000)


def as_f32(b):
    a = array.array("f")
    a.frombytes(b)
    return a


def as_u32(b):
    a = array.array("I")
    a.frombytes(b)
    return a


def layout2d(w):
    return (min(w, 32768), -(-w // 32768), 1)


class Runner:
    def __init__(self, wgx, repeat, tmp):
        self.wgx, self.repeat, self.tmp = wgx, repeat, Path(tmp)
        self.nfile = 0
        self.threads = len(os.sched_getaffinity(0)) or 1  # what wgx defaults to (base/cores.h)
        self.stat = "median"

    def file(self, data):
        self.nfile += 1
        p = self.tmp / f"in{self.nfile}.bin"
        p.write_bytes(data)
        return p

    def _once(self, cmd):
        t = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        err = proc.stderr.read()
        _, status, ru = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t
        proc.returncode = os.waitstatus_to_exitcode(status)
        if proc.returncode != 0:
            msg = err.decode(errors="replace").strip().splitlines()
            msg = msg[0] if msg else f"exit {proc.returncode}"
            if "unsupported" in msg:
                raise Unsupported(msg)
            raise RunError(msg)
        self.last_stderr = err.decode(errors="replace")
        return wall * 1e3, (ru.ru_utime + ru.ru_stime) * 1e3

    def cmd(self, kernel, entry, dispatch, bindings, out):
        c = [str(self.wgx), "run", str(KERNELS / f"{kernel}.wgsl"), "--entry", entry,
             "--dispatch", ",".join(map(str, dispatch)), "--output", str(out)]
        for b, path in sorted(bindings.items()):
            c += ["--binding", f"0:{b}={'file:' + str(path) if isinstance(path, Path) else path}"]
        return c

    def dispatch(self, kernel, entry, dispatch, bindings, sizes, repeat=None):
        """Run one dispatch; bindings {b: Path or spec}, sizes {b: bytes}. Returns
        (wall ms, cpu ms (NaN when timed in-process), {b: output bytes}); repeat=0: one untimed probe."""
        out = self.tmp / "out.bin"
        full = self.cmd(kernel, entry, dispatch, bindings, out)
        n = self.repeat if repeat is None else repeat
        if n == 0:
            w, c = self._once(full)
            res = (w, c)
        else:
            # In-process timing: one warm-up dispatch, then n timed ones from the same inputs.
            self._once(full + ["--time", str(n)])
            m = re.search(r"time per dispatch: median ([0-9.e+-]+) ms, min ([0-9.e+-]+) ms, cpu ([0-9.e+-]+) ms",
                          self.last_stderr)
            if not m:
                raise RunError("no timing line from wgx run --time")
            res = (float(m.group({"median": 1, "min": 2, "cpu": 3}[self.stat])), float(m.group(3)))
        data = out.read_bytes()
        expect = sum(sizes[b] for b in sizes)
        if len(data) != expect:
            raise RunError(f"--output wrote {len(data)} bytes, expected {expect} for bindings {sorted(sizes)}")
        parts, off = {}, 0
        for b in sorted(sizes):
            parts[b] = data[off:off + sizes[b]]
            off += sizes[b]
        return res[0], res[1], parts


# --------------------------------------------------------------------------------------- kernels
# Each kernel: (ladder of sizes, full size, work(size, outputs) -> (amount, unit), native argv,
#               run(R, size, repeat) -> (wall ms, cpu ms, verified bool, message, outputs))

def k_saxpy(R, n, rep):
    rng = random.Random(1)
    a = 2.5
    xb, yb = floats_pm(rng, n), floats_pm(rng, n)
    p = R.file(struct.pack("<If", n, a) + bytes(8))
    bind = {0: p, 1: R.file(xb), 2: R.file(yb), 3: f"zeros:{4 * n}"}
    sizes = {0: 16, 1: 4 * n, 2: 4 * n, 3: 4 * n}
    w, c, o = R.dispatch("saxpy", "main", layout2d(-(-n // 256)), bind, sizes, rep)
    if rep == 0:
        return w, c, None, "", {}
    x, y, z = as_f32(xb), as_f32(yb), as_f32(o[3])
    bad = 0
    srng = random.Random(7)
    for _ in range(4096):
        i = srng.randrange(n)
        r = a * x[i] + y[i]
        ok = z[i] in (f32(f32(a * x[i]) + y[i]), f32(r)) or abs(z[i] - r) <= 1e-6 * abs(r)
        bad += not ok
    return w, c, bad == 0, f"{bad} bad of 4096", {}


def k_reduce(R, n, rep):
    rng = random.Random(3)
    xb = floats_12(rng, n)
    src, cur_n, wt, ct, passes = R.file(xb), n, 0.0, 0.0, 0
    while True:
        wgs = -(-cur_n // 1024)
        bind = {0: R.file(struct.pack("<I", cur_n) + bytes(12)), 1: src, 2: f"zeros:{4 * wgs}"}
        sizes = {0: 16, 1: 4 * cur_n, 2: 4 * wgs}
        w, c, o = R.dispatch("reduce", "main", layout2d(wgs), bind, sizes, rep)
        wt += w; ct += c; passes += 1
        src, cur_n = R.file(o[2]), wgs
        if wgs == 1:
            break
    if rep == 0:
        return wt, ct, None, "", {}
    got = as_f32(o[2])[0]
    ref = math.fsum(as_f32(xb))
    rel = abs(got - ref) / abs(ref)
    return wt, ct, rel < 1e-4, f"{passes} passes, rel err {rel:.1e}", {}


def k_matmul(R, n, rep):
    rng = random.Random(4)
    ab, bb = floats_pm(rng, n * n), floats_pm(rng, n * n)
    bind = {0: R.file(struct.pack("<I", n) + bytes(12)), 1: R.file(ab), 2: R.file(bb), 3: f"zeros:{4 * n * n}"}
    sizes = {0: 16, 1: 4 * n * n, 2: 4 * n * n, 3: 4 * n * n}
    t = -(-n // 16)
    w, c, o = R.dispatch("matmul", "main", (t, t, 1), bind, sizes, rep)
    if rep == 0:
        return w, c, None, "", {}
    A, B, C = as_f32(ab), as_f32(bb), as_f32(o[3])
    srng, bad = random.Random(8), 0
    for _ in range(256):
        i, j = srng.randrange(n), srng.randrange(n)
        terms = [A[i * n + k] * B[k * n + j] for k in range(n)]
        ref = math.fsum(terms)
        bad += abs(C[i * n + j] - ref) > 1e-4 * sum(map(abs, terms)) + 1e-6
    return w, c, bad == 0, f"{bad} bad of 256", {}


def random_bytes(rng, n):
    """rng.randbytes(n) in pieces of 16 MiB: the same bytes (randbytes draws 32-bit words in order),
    without one request of more than 2^31 bits, which Python 3.12 refuses."""
    chunk = 1 << 24
    return b"".join(rng.randbytes(min(chunk, n - i)) for i in range(0, n, chunk))


def k_hist(kernel, per_wg):
    def run(R, n, rep):
        rng = random.Random(6)
        db = random_bytes(rng, 4 * n)
        bind = {0: R.file(struct.pack("<I", n) + bytes(12)), 1: R.file(db), 2: "zeros:1024"}
        sizes = {0: 16, 1: 4 * n, 2: 1024}
        w, c, o = R.dispatch(kernel, "main", layout2d(-(-n // per_wg)), bind, sizes, rep)
        if rep == 0:
            return w, c, None, "", {}
        bins = as_u32(o[2])
        low = db[0::4]
        ref = [low.count(bytes([v])) for v in range(256)]
        bad = sum(bins[v] != ref[v] for v in range(256))
        ok = bad == 0 and sum(bins) == n
        return w, c, ok, f"{bad} wrong bins, sum {sum(bins)} of {n}", {}
    return run


def k_scan(R, n, rep):
    rng = random.Random(10)
    xb = masked_words(rng, n, 0xFFFFFFFF, 0)  # full-range words: the sums wrap
    nb = -(-n // 1024)
    p = R.file(struct.pack("<II", n, nb) + bytes(8))
    src = R.file(xb)
    w1, c1, o = R.dispatch("scan", "scan_blocks", layout2d(nb),
                           {0: p, 1: src, 2: f"zeros:{4 * n}", 3: f"zeros:{4 * nb}"},
                           {0: 16, 1: 4 * n, 2: 4 * n, 3: 4 * nb}, rep)
    dst1 = R.file(o[2])
    w2, c2, o2 = R.dispatch("scan", "scan_sums", (1, 1, 1), {0: p, 3: R.file(o[3])}, {0: 16, 3: 4 * nb}, rep)
    w3, c3, o3 = R.dispatch("scan", "add_offsets", layout2d(nb), {0: p, 2: dst1, 3: R.file(o2[3])},
                            {0: 16, 2: 4 * n, 3: 4 * nb}, rep)
    if rep == 0:
        return w1 + w2 + w3, c1 + c2 + c3, None, "", {}
    got, x = as_u32(o3[2]), as_u32(xb)
    run, bad = 0, 0
    for i in range(n):
        if got[i] != run:
            bad += 1
        run = (run + x[i]) & 0xFFFFFFFF
    return w1 + w2 + w3, c1 + c2 + c3, bad == 0, f"{bad} wrong of {n}", {}


def k_jacobi(R, e, rep):
    rng = random.Random(11)
    n = e * e
    sb = floats_12(rng, n)
    bind = {0: R.file(struct.pack("<II", e, e) + bytes(8)), 1: R.file(sb), 2: f"zeros:{4 * n}"}
    sizes = {0: 16, 1: 4 * n, 2: 4 * n}
    t = -(-e // 16)
    w, c, o = R.dispatch("jacobi", "main", (t, t, 1), bind, sizes, rep)
    if rep == 0:
        return w, c, None, "", {}
    s, d = as_f32(sb), as_f32(o[2])
    srng, bad = random.Random(12), 0
    pts = [srng.randrange(n) for _ in range(4096)] + [0, e - 1, n - 1, n - e]
    for i in pts:
        x, y = i % e, i // e
        if x in (0, e - 1) or y in (0, e - 1):
            bad += d[i] != s[i]
        else:
            ref = 0.25 * (s[i - 1] + s[i + 1] + s[i - e] + s[i + e])
            bad += abs(d[i] - ref) > 1e-6 * abs(ref)
    return w, c, bad == 0, f"{bad} bad of {len(pts)}", {}


def k_nbody(R, n, rep):
    rng = random.Random(13)
    dt, eps2 = 0.01, 0.01
    pos, vel = [], []
    for _ in range(n):
        pos += [f32(2 * rng.random() - 1) for _ in range(3)] + [f32((0.5 + rng.random()) / n)]
        vel += [f32(0.1 * (rng.random() - 0.5)) for _ in range(3)] + [0.0]
    pb, vb = struct.pack(f"<{4 * n}f", *pos), struct.pack(f"<{4 * n}f", *vel)
    bind = {0: R.file(struct.pack("<Iff", n, dt, eps2) + bytes(4)), 1: R.file(pb), 2: R.file(vb),
            3: f"zeros:{16 * n}", 4: f"zeros:{16 * n}"}
    sizes = {0: 16, 1: 16 * n, 2: 16 * n, 3: 16 * n, 4: 16 * n}
    w, c, o = R.dispatch("nbody", "main", (-(-n // 256), 1, 1), bind, sizes, rep)
    if rep == 0:
        return w, c, None, "", {}
    po, vo = as_f32(o[3]), as_f32(o[4])
    dtf, e2 = f32(dt), f32(eps2)
    srng, bad = random.Random(14), 0
    for _ in range(64):
        i = srng.randrange(n)
        a, m = [0.0] * 3, [0.0] * 3
        for j in range(n):
            d = [pos[4 * j + k] - pos[4 * i + k] for k in range(3)]
            r2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + e2
            sc = pos[4 * j + 3] / (r2 * math.sqrt(r2))
            for k in range(3):
                a[k] += d[k] * sc
                m[k] += abs(d[k] * sc)
        for k in range(3):
            v = vel[4 * i + k] + a[k] * dtf
            tol = 2e-4 * m[k] * dtf + 1e-6
            bad += abs(vo[4 * i + k] - v) > tol
            bad += abs(po[4 * i + k] - (pos[4 * i + k] + v * dtf)) > tol * dtf + 1e-6
        bad += po[4 * i + 3] != pos[4 * i + 3]
    return w, c, bad == 0, f"{bad} bad comps of 448", {}


def mandel_ref(px, py, x0, y0, dx, dy, maxit):
    cx, cy = f32(x0 + f32(px * dx)), f32(y0 + f32(py * dy))
    zx = zy = 0.0
    it = 0
    while it < maxit:
        x2, y2 = f32(zx * zx), f32(zy * zy)
        if f32(x2 + y2) > 4.0:
            break
        zy = f32(f32(f32(2.0 * zx) * zy) + cy)
        zx = f32(f32(x2 - y2) + cx)
        it += 1
    return it


def k_mandelbrot(R, e, rep):
    maxit, x0, y0, dx = 256, -2.0, -1.5, f32(3.0 / e)
    bind = {0: R.file(struct.pack("<IIIffff", e, e, maxit, x0, y0, dx, dx) + bytes(4)), 1: f"zeros:{4 * e * e}"}
    sizes = {0: 32, 1: 4 * e * e}
    t = -(-e // 16)
    w, c, o = R.dispatch("mandelbrot", "main", (t, t, 1), bind, sizes, rep)
    if rep == 0:
        return w, c, None, "", {}
    out = as_u32(o[1])
    srng, exact = random.Random(15), 0
    for _ in range(4096):
        i = srng.randrange(e * e)
        exact += out[i] == mandel_ref(i % e, i // e, x0, y0, dx, dx, maxit)
    return w, c, exact >= 0.98 * 4096, f"{exact} of 4096 pixels exact", {"iters": sum(out)}


# name: (runner, full size, ladder, work exponent in size, work(size, extra) -> (amount, unit),
#        native argv tail (after size, reps), size label)
SUITE = {
    "saxpy": (k_saxpy, 1 << 24, [1 << k for k in range(16, 25, 2)], 1, lambda s, x: (12 * s, "GB/s"), ["saxpy"], []),
    "reduce": (k_reduce, 1 << 24, [1 << k for k in range(16, 25, 2)], 1, lambda s, x: (4 * s, "GB/s"), ["reduce"], []),
    "matmul": (k_matmul, 1024, [64, 128, 256, 512, 1024], 3, lambda s, x: (2 * s ** 3, "GFLOP/s"), ["matmul"], []),
    "hist_global": (k_hist("hist_global", 256), 1 << 24, [1 << k for k in range(16, 25, 2)], 1,
                    lambda s, x: (4 * s, "GB/s"), ["hist"], ["0"]),
    "hist_local": (k_hist("hist_local", 4096), 1 << 24, [1 << k for k in range(16, 25, 2)], 1,
                   lambda s, x: (4 * s, "GB/s"), ["hist"], ["0"]),
    "scan": (k_scan, 1 << 22, [1 << k for k in range(14, 23, 2)], 1, lambda s, x: (8 * s, "GB/s"), ["scan"], []),
    "jacobi": (k_jacobi, 2048, [128, 256, 512, 1024, 2048], 2, lambda s, x: (8 * s * s, "GB/s"), ["jacobi"], []),
    "nbody": (k_nbody, 4096, [256, 512, 1024, 2048, 4096], 2, lambda s, x: (20 * s * s, "GFLOP/s"), ["nbody"], []),
    "mandelbrot": (k_mandelbrot, 1024, [64, 128, 256, 512, 1024], 2,
                   lambda s, x: (x.get("iters", 0), "Giter/s"), ["mandelbrot"], ["0"]),
}


def size_label(name, s):
    if name in ("jacobi", "mandelbrot", "matmul"):
        return f"{s}x{s}"
    if s >= 1 << 20:
        return f"n={s >> 20}M"
    if s >= 1 << 10:
        return f"n={s >> 10}K"
    return f"n={s}"


def build_native(builddir):
    builddir.mkdir(parents=True, exist_ok=True)
    for f in NATIVE_SRC.iterdir():
        if f.suffix in (".cpp", ".h") or f.name == "Makefile":
            dst = builddir / f.name
            if not dst.exists() or dst.read_bytes() != f.read_bytes():
                shutil.copyfile(f, dst)
    subprocess.run(["make", "-s", "saxpy", "reduce", "matmul", "hist", "scan", "jacobi", "nbody", "mandelbrot"],
                   cwd=builddir, check=True)


def run_native(builddir, prog, size, reps, extra):
    env = dict(os.environ, OMP_WAIT_POLICY=os.environ.get("OMP_WAIT_POLICY", "passive"))
    r = subprocess.run([str(builddir / prog), str(size), str(reps)] + extra, cwd=builddir, env=env,
                       capture_output=True, text=True, timeout=300)
    line = next((l for l in r.stdout.splitlines() if l.startswith("RESULT")), None)
    if not line:
        return None
    kv = dict(re.findall(r'(\w+)=("[^"]*"|\S+)', line))
    return {"ms": float(kv["ms_med"]), "cpu": float(kv["cpu_ms_med"]), "ok": kv["verify"] == "OK"}


def fmt_ratio(x):
    return f"{x:.0f}x" if x >= 10 else f"{x:.2g}x"


def fmt_ms(x):
    return f"{x:.3g}" if x < 100 else f"{x:.0f}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--wgx", default=str(REPO / "build/src/wgx"))
    ap.add_argument("--repeat", type=int, default=5, help="runs per dispatch (and as many empty-dispatch runs)")
    ap.add_argument("--max-run-s", type=float, default=20.0, help="largest predicted time of one wgx run")
    ap.add_argument("--only", default="", help="comma-separated kernel names")
    ap.add_argument("--native-build", default=str(Path(tempfile.gettempdir()) / "wgx-bench-native"))
    ap.add_argument("--results", default=str(REPO / "bench/RESULTS.md"))
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument("--shared", default=str(SHARED),
                    help="the shared bench folder (kernels/, native/); from a worktree ../shared/bench")
    ap.add_argument("--stat", choices=["median", "min", "cpu"], default="median",
                    help="wgx figure: median wall time (the reported one), min, or process CPU time per dispatch "
                         "(steadiest on a busy machine, for A/B work)")
    args = ap.parse_args()
    global KERNELS, NATIVE_SRC
    KERNELS, NATIVE_SRC = Path(args.shared) / "kernels", Path(args.shared) / "native"
    names = [k for k in SUITE if not args.only or k in args.only.split(",")]
    nb = Path(args.native_build)
    build_native(nb)
    rows = []
    with tempfile.TemporaryDirectory(prefix="wgx-suite-") as tmp:
        R = Runner(Path(args.wgx).resolve(), args.repeat, tmp)
        R.stat = args.stat
        for name in names:
            fn, full, ladder, expo, work, nprog, nextra = SUITE[name]
            row = {"name": name, "full": full}
            try:
                # probe: grow while the predicted next run stays under the limit
                size = ladder[0]
                t0 = time.perf_counter()
                fn(R, size, 0)
                for nxt in ladder[1:]:
                    w, *_ = fn(R, size, 0)  # second probe: warm caches; measure
                    pred = w * (nxt / size) ** expo / 1e3
                    if pred > args.max_run_s:
                        break
                    size = nxt
                w, c, ok, msg, extra = fn(R, size, None)
                row.update(size=size, ms=w, cpu=c / R.threads, ok=ok, msg=msg, extra=extra)
                amount, unit = work(size, extra)
                row.update(metric=amount / 1e6 / w if w > 0 else float("nan"), unit=unit,
                           frac=(size / full) ** expo)
                nat = run_native(nb, nprog[0], size, 20, nextra)
                row["native"] = nat
            except Unsupported as e:
                row["unsupported"] = str(e)
            except RunError as e:
                row["error"] = str(e)
            print(name, {k: v for k, v in row.items() if k != "extra"}, file=sys.stderr, flush=True)
            rows.append(row)

    date = datetime.date.today().isoformat()
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    git = subprocess.run(["git", "describe", "--always", "--dirty"], cwd=REPO, capture_output=True, text=True).stdout.strip()
    cmd = "python3 bench/run_suite.py " + " ".join(shlex.quote(a) for a in sys.argv[1:])
    out = [f"## Execution benchmark suite — {date}", "",
           f"Command: `{cmd.strip()}` (wgx: {os.path.relpath(args.wgx, REPO)} at {git or '?'}, --threads default = {len(os.sched_getaffinity(0))}). Machine: {cpu}, "
           f"{os.cpu_count()} vCPUs, shared with other work, load average {os.getloadavg()[0]:.1f} at the end. "
           f"Kernels, native programs and lavapipe figures: `../shared/bench/`.", "",
           f"Method: wgx ms = median wall time per dispatch of `wgx run --time {args.repeat}` (in-process, after a "
           "warm-up dispatch that also builds the compiled kernel; every timed dispatch starts from the same inputs: "
           "the buffers the shader writes are restored before each, read-only inputs stay as warm in the caches as "
           "the native programs' inputs), "
           "summed over the passes of multi-pass kernels. Native = the shared C++ program at the same size, median "
           "of 20 (wall; CPU/threads in brackets), same run; for both histograms it is the private-bins version (`hist SIZE 20 0`, as "
           "the README's figure). Sizes were grown while one wgx run stayed under "
           f"{args.max_run_s:g} s; where reduced, lavapipe's full-size time is scaled by the work fraction "
           "(per-work comparison). Throughput is the BENCH header's work over the wgx wall time.", "",
           "| kernel | size run (full) | wgx ms | native ms | wgx / native | lavapipe ms (scaled) | "
           "lavapipe / native (README) | wgx / lavapipe (time) | wgx throughput | verified |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lp_ms, _, lp_ratio = LAVAPIPE[r["name"]]
        full_lbl = size_label(r["name"], r["full"])
        if "unsupported" in r or "error" in r:
            why = r.get("unsupported") or "error: " + r["error"]
            out.append(f"| {r['name']} | {full_lbl} | unsupported | | | {lp_ms} | {lp_ratio} | | | "
                       f"no — `{why.replace('|', '/')}` |")
            continue
        nat = r.get("native")
        lp_scaled = lp_ms * r["frac"]
        size_lbl = size_label(r["name"], r["size"])
        size_cell = size_lbl + ("" if r["size"] == r["full"] else f" (reduced; full {full_lbl})")
        nat_cell = f"{fmt_ms(nat['ms'])} ({fmt_ms(nat['cpu'])})" + ("" if nat["ok"] else " FAIL") if nat else "failed"
        ratio = fmt_ratio(r['ms'] / nat['ms']) if nat and nat["ms"] > 0 else ""
        lp_cell = f"{lp_ms}" if r["frac"] == 1 else f"{lp_scaled:.3g} ({lp_ms} x {r['frac']:.3g})"
        out.append(f"| {r['name']} | {size_cell} | {fmt_ms(r['ms'])} | {nat_cell} | {ratio} | "
                   f"{lp_cell} | {lp_ratio} | {fmt_ratio(r['ms'] / lp_scaled)} | {r['metric']:.3g} {r['unit']} | "
                   f"{'yes' if r['ok'] else 'no'} ({r['msg']}) |")
    done = [r for r in rows if r.get("native") and r["native"]["ms"] > 0 and "ms" in r]
    if done:
        geo = math.exp(sum(math.log(r["ms"] / r["native"]["ms"]) for r in done) / len(done))
        faster = sum(1 for r in done if r["ms"] < LAVAPIPE[r["name"]][0] * r["frac"])
        out += ["", f"Geometric mean of wgx / native over {len(done)} kernels: {geo:.2f}x. "
                    f"Faster than lavapipe on {faster} of {len(done)}."]
    text = "\n".join(out) + "\n"
    print(text)
    if not args.no_write:
        p = Path(args.results)
        old = p.read_text() if p.exists() else "# Benchmark results\n"
        p.write_text(old.rstrip("\n") + "\n\n" + text)


if __name__ == "__main__":
    main()
