#!/usr/bin/env python3
"""The schedules and the race check against each other on every execution golden
(tests/golden/exec/*.job.json, run as tools/exec_differential.py reads the jobs, on the interpreter
on one thread): each case runs in lockstep, with --schedule reverse, with --schedule random:SEED and
with --sanitize. A case whose output changes with the schedule depends on a race, so the
sanitizer must report one (a missed race otherwise); the sanitized output must equal the lockstep
one (the sanitizer only watches); and the cases the sanitizer calls racy must be exactly the known
ones below (each a real race by WGSL's memory model), so that a false report on any other case
fails.

Usage: tools/schedule_differential.py WGX [--seed S] [--dir DIR]
--dir runs the jobs of another folder (programs of tools/gen_exec_programs.py, say) with the first
two rules only: nothing is known about which of them are racy.
Exit status 0 when every rule holds, 1 otherwise.
"""
import concurrent.futures
import glob
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exec_differential import option, wgx_args  # noqa: E402  (one reading of the job format and options)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Goldens with a data race, and why (they test other things: the robust-access rule clamps
# out-of-range writes onto one element, a value every invocation stores).
KNOWN_RACY = {
    'matrix_forms': 'every invocation stores the same results to out[0..4]',
    'robust_runtime': 'out-of-range indices clamp onto the last element, written by several invocations',
    'storage_barrier_multi': "invocation 0 reads the workgroup's storage, the others then write it, "
                             'ordered only by workgroupUniformLoad, whose barrier covers workgroup memory',
    'zero_init_robust_nested': 'clamped indices of several invocations land on one element',
}


def run(cmd, out):
    r = subprocess.run(cmd + ['--output', out], capture_output=True, text=True, timeout=300)
    data = open(out, 'rb').read() if os.path.exists(out) else b''
    if os.path.exists(out):
        os.remove(out)
    return r.returncode, data, r.stderr


def check_case(wgx, job_path, seed, tmp):
    """(name, whether the sanitizer found a race, the problems found) of one job's four runs."""
    name = os.path.basename(job_path)[:-len('.job.json')]
    out = os.path.join(tmp, name + '.out.bin')
    job = json.load(open(job_path))
    base = [wgx] + wgx_args(job, os.path.dirname(job_path)) + ['--backend', 'interp', '--threads', '1']
    runs = {mode: run(base + extra, out) for mode, extra in
            (('lockstep', []), ('reverse', ['--schedule', 'reverse']),
             ('random', ['--schedule', 'random:' + seed]), ('sanitize', ['--sanitize']))}
    failed = [m for m, (rc, _, _) in runs.items() if rc != 0 and not (m == 'sanitize' and rc == 1)]
    if failed:
        return name, False, [f'{name}: {", ".join(failed)} failed: {runs[failed[0]][2].strip()[:200]}']
    problems = []
    lock = runs['lockstep'][1]
    found = 'sanitize.data-race' in runs['sanitize'][2] or 'data race on' in runs['sanitize'][2]
    changed = [m for m in ('reverse', 'random') if runs[m][1] != lock]
    if changed and not found:
        problems.append(f'{name}: output changes under {", ".join(changed)} but no race was reported')
    if runs['sanitize'][1] != lock:
        problems.append(f'{name}: the sanitized run left other buffers than the lockstep run')
    return name, found, problems


def main():
    args = sys.argv[1:]
    seed = option(args, '--seed', '3')
    folder = option(args, '--dir', None)
    if len(args) != 1:
        sys.exit(__doc__)
    wgx = os.path.abspath(args[0])
    problems, racy = [], set()
    # The cases run side by side, one process each (every run is single-threaded), as many as
    # there are cores: under a sanitizer build this test is the longest of the suite.
    workers = int(os.environ.get('WGX_JOBS', 0)) or os.cpu_count() or 1
    with tempfile.TemporaryDirectory(prefix='wgx-sched-') as tmp:
        jobs = sorted(glob.glob(os.path.join(folder or os.path.join(ROOT, 'tests/golden/exec'), '*.job.json')))
        with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
            for name, found, found_problems in pool.map(lambda j: check_case(wgx, j, seed, tmp), jobs):
                if found:
                    racy.add(name)
                problems += found_problems
    known = KNOWN_RACY if folder is None else {}
    for name in sorted(racy - known.keys() if folder is None else ()):
        problems.append(f'{name}: a race reported on a case not known to be racy')
    for name in sorted(known.keys() - racy):
        problems.append(f'{name}: known racy ({known[name]}) but no race was reported')
    for p in problems:
        print(p)
    print(f'{len(jobs)} cases, {len(racy)} racy, {len(problems)} problems')
    sys.exit(1 if problems else 0)


if __name__ == '__main__':
    main()
