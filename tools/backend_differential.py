#!/usr/bin/env python3
"""The two executors against each other on fresh random programs: tools/gen_exec_programs.py writes
COUNT programs for SEED into a temporary folder, each runs through `wgx run --backend compiled` and
`--backend interp`, and the output bytes must be identical (both executors compute every value
bit for bit the same way, floats included). No oracle is needed, so it runs in the core suite and
reaches program shapes the recorded corpus does not.

Usage: tools/backend_differential.py WGX [--seed S] [--count N] [--start K]
                                      [--shapes basic|exits|all|core] [--jobs J] [--keep DIR]
--shapes all (the default) is every shape of the generator: exits at every depth, component
stores, pointers into every address space and to members and elements, barriers in uniform
loops, matrices, struct values, f16, subgroups (tools/gen_exec_programs.py lists the shapes).
A job's "wgx_subgroup_size" runs both executors with that subgroup size.
Prints each disagreement (program, first differing byte) and a summary; exit status 0 when all
agree, 1 otherwise.
"""
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exec_differential import job_files, option, run_wgx  # noqa: E402  (one reading of the job format and options)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def compare(wgx, job_path, scratch):
    name = os.path.basename(job_path)[:-len('.job.json')]
    outs = {}
    for backend in ('compiled', 'interp'):
        outs[backend] = os.path.join(scratch, f'{name}.{backend}.bin')
        error = run_wgx(wgx, job_path, backend, outs[backend])
        if error:
            return f'{name}: {backend} failed: {error.splitlines()[0]}'
    a, b = open(outs['compiled'], 'rb').read(), open(outs['interp'], 'rb').read()
    if a == b:
        return ''
    if len(a) != len(b):
        return f'{name}: output sizes differ ({len(a)} compiled, {len(b)} interp)'
    at = next(i for i in range(len(a)) if a[i] != b[i]) & ~3
    return (f'{name}: byte {at} differs: compiled {a[at:at + 4][::-1].hex()}, interp {b[at:at + 4][::-1].hex()} '
            f'(of {sum(a[i:i + 4] != b[i:i + 4] for i in range(0, len(a), 4))} words)')


def main():
    args = sys.argv[1:]
    seed = int(option(args, '--seed', '11'))
    count = int(option(args, '--count', '40'))
    start = int(option(args, '--start', '0'))
    keep = option(args, '--keep', None)
    shapes = option(args, '--shapes', 'all')
    jobs_at_once = int(option(args, '--jobs', '2'))
    if len(args) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    wgx = os.path.abspath(args[0])
    began = time.monotonic()
    scratch = tempfile.mkdtemp(prefix='wgx-backends-')
    try:
        folder = keep or os.path.join(scratch, 'programs')
        os.makedirs(folder, exist_ok=True)
        subprocess.run([sys.executable, os.path.join(ROOT, 'tools', 'gen_exec_programs.py'), folder, '--seed',
                        str(seed), '--count', str(count), '--start', str(start), '--shapes', shapes], check=True,
                       stdout=subprocess.DEVNULL)
        jobs = job_files([folder])
        with concurrent.futures.ThreadPoolExecutor(jobs_at_once) as pool:
            problems = [p for p in pool.map(lambda j: compare(wgx, j, scratch), jobs) if p]
        for p in problems:
            print(p)
        print(f'{len(jobs)} programs (seed {seed}), {len(jobs) - len(problems)} agree on both executors, '
              f'{len(problems)} do not; {time.monotonic() - began:.1f} s')
        return 1 if problems else 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main())
