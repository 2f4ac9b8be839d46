#!/usr/bin/env python3
"""First result of a kernel never seen (cold kernel cache) against the warm-cache run.

For each case `wgx run` (or, through the C++ API, the saxpy example `wgx_api_example` built beside
`wgx`: examples/api/saxpy.cpp, one dispatch of 1000 floats, results printed once mapped, its
stdout line-buffered by stdbuf so the line leaves when printed) starts with a fresh, empty
kernel-cache folder ($WGX_CACHE_DIR), and the time until its results are on stdout (the first
result; with --output, the exit) and until it exits are measured; the warm
run is the same command with the kernel already in the cache. Medians of --reps repetitions, cold
and warm alternated. With several binaries (--wgx A --wgx B) their runs alternate too, so a
loaded machine slows both alike. A benchmark, not a test: it prints a table, asserts nothing.

Usage: bench/first_result.py --wgx build/src/wgx [--wgx other/wgx] [--reps 7]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# name, the command given the wgx binary
CASES = [
    ('smoothing (64 lanes, 1 workgroup)', lambda wgx: [wgx, 'run', 'examples/smoothing.wgsl']),
    ('matmul_tiled N=16 (example size)', lambda wgx: [wgx, 'run', 'examples/matmul_tiled.wgsl']),
    ('matmul_tiled N=512 (32x32 workgroups)',
     lambda wgx: [wgx, 'run', 'examples/matmul_tiled.wgsl', '--constant', 'N=512', '--dispatch', '32,32',
                  '--binding', '0:0=random:1:1048576', '--binding', '0:1=random:2:1048576', '--binding',
                  '0:2=zeros:1048576', '--output', '/dev/null']),
    ('C++ API: saxpy example (16 workgroups)', lambda wgx: ['stdbuf', '-oL', os.path.join(os.path.dirname(wgx), 'wgx_api_example')]),
]


def timed_run(command, cache):
    """Seconds until the first byte of stdout, and until exit."""
    env = dict(os.environ, WGX_CACHE_DIR=cache)
    start = time.monotonic()
    p = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    first = p.stdout.read(1)
    first_at = time.monotonic() - start
    out = p.stdout.read()  # not communicate(): it would skip what the read above buffered
    err = p.stderr.read()
    p.wait()
    done_at = time.monotonic() - start
    if p.returncode != 0:
        sys.exit(f'{" ".join(command)} failed: {err.decode()}')
    if not first:  # --output: nothing on stdout, the results are written when it exits
        first_at = done_at
    return first_at, done_at, first + out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--wgx', action='append', required=True)
    ap.add_argument('--reps', type=int, default=7)
    a = ap.parse_args()
    print(f'| wgx | case | cold: first result | cold: exit | warm: first result | cold over warm (first result) |')
    print('|---|---|---|---|---|---|')
    for name, command in CASES:
        times = {w: {'cold_first': [], 'cold_exit': [], 'warm_first': []} for w in a.wgx}
        outputs = set()
        with tempfile.TemporaryDirectory(prefix='wgx-first-') as tmp:
            for rep in range(a.reps):
                for w in a.wgx:
                    cache = os.path.join(tmp, f'cold{rep}-{a.wgx.index(w)}')
                    first, done, out = timed_run(command(w), cache)
                    times[w]['cold_first'].append(first)
                    times[w]['cold_exit'].append(done)
                    outputs.add(out)
                    first, done, out = timed_run(command(w), cache)  # the same folder, now warm
                    times[w]['warm_first'].append(first)
                    outputs.add(out)
                    shutil.rmtree(cache, ignore_errors=True)
        if len(outputs) != 1:
            sys.exit(f'{name}: the runs printed different results')
        for w in a.wgx:
            t = {k: statistics.median(v) * 1000 for k, v in times[w].items()}
            print(f'| {w} | {name} | {t["cold_first"]:.0f} ms | {t["cold_exit"]:.0f} ms | {t["warm_first"]:.0f} ms | '
                  f'+{t["cold_first"] - t["warm_first"]:.0f} ms |')
    return 0


if __name__ == '__main__':
    sys.exit(main())
