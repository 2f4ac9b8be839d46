#!/usr/bin/env python3
"""The long generated-program differential, for a machine lent for a fixed time: programs of
SEED from START on (tools/gen_exec_programs.py --shapes all, in batches of 50) compared compiled
vs interpreter bit for bit (backend_differential.compare) by JOBS threads, starting no new
program after SECONDS. Prints the contiguous range finished, every disagreement, and a summary
line; copies the first differing programs (at most KEEP files) to OUT. Exit status 0 when every
finished program agrees, 1 otherwise.

Usage: tools/long_differential.py WGX SEED START SECONDS [--jobs J] [--count N] [--out DIR]
                                  [--keep K]

The records of the long runs made with it are in docs/differential.md. A program already running
at the deadline is finished (its kernel build may take up to $WGX_CXX_TIMEOUT seconds), so leave
that much time after SECONDS.
"""
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from backend_differential import compare  # noqa: E402  (one comparison of the two executors)
from exec_differential import option  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BATCH = 50


def generate(folder, seed, start, count):
    subprocess.run([sys.executable, os.path.join(ROOT, 'tools', 'gen_exec_programs.py'), folder, '--seed', str(seed),
                    '--start', str(start), '--count', str(count), '--shapes', 'all'], check=True,
                   stdout=subprocess.DEVNULL)
    return sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith('.job.json'))


def run(wgx, seed, start, seconds, jobs, count, work):
    """Compares programs until the deadline; returns [(program, problem or '')] of the finished prefix."""
    began = time.monotonic()
    late = lambda: time.monotonic() - began > seconds
    futures = []
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        k = start
        while k < start + count and not late():
            n = min(BATCH, start + count - k)
            batch = generate(os.path.join(work, f'b{k}'), seed, k, n)
            futures += [(k + i, pool.submit(compare, wgx, job, work)) for i, job in enumerate(batch)]
            k += n
            while sum(not f.done() for _, f in futures) > 4 * jobs and not late():
                time.sleep(0.2)
        while any(not f.done() for _, f in futures) and not late():
            time.sleep(0.2)
        for _, f in futures:
            f.cancel()  # not started by the deadline
    done = []
    for program, f in futures:
        if f.cancelled():
            break
        done.append((program, f.result()))
    return done


def main():
    args = sys.argv[1:]
    jobs = int(option(args, '--jobs', str(os.cpu_count() or 2)))
    count = int(option(args, '--count', '1000000'))
    out = option(args, '--out', None)
    keep = int(option(args, '--keep', '6'))
    if len(args) != 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    wgx, seed, start, seconds = os.path.abspath(args[0]), int(args[1]), int(args[2]), float(args[3])
    began = time.monotonic()
    work = tempfile.mkdtemp(prefix='wgx-long-')
    try:
        done = run(wgx, seed, start, seconds, jobs, count, work)
        problems = [(p, why) for p, why in done if why]
        kept = 0
        for _, why in problems:
            print(why, flush=True)
            name = why.split(':')[0]
            for folder, _, files in os.walk(work):
                for f in files:
                    if out and f.startswith(name + '.') and kept < keep:
                        os.makedirs(out, exist_ok=True)
                        shutil.copy(os.path.join(folder, f), out)
                        kept += 1
        last = done[-1][0] if done else start - 1
        print(f'seed {seed}: programs {start}-{last} ({len(done)}), {len(done) - len(problems)} agree, '
              f'{len(problems)} differ; {time.monotonic() - began:.0f} s, {jobs} jobs', flush=True)
        return 1 if problems else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main())
