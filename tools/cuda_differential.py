#!/usr/bin/env python3
"""The CUDA backend against the CPU executors, byte for byte: every job of the execution corpus
(tests/golden/exec, or the jobs/folders given) runs through `wgx run` on the interpreter and on
`--backend cuda` with the job's settings (tools/exec_differential.py's arguments), and every
binding's bytes must be equal. Jobs the CUDA backend refuses are listed with the reason; jobs
whose bytes differ are listed with the first differing word. (Agreement with the recorded
expectations under the goldens' tolerances is the ctest `cuda.Golden/*RunsOnTheGpu*`.)

usage: cuda_differential.py WGX [JOB.job.json | DIR]... [--workers N]
Exit status: 0 all equal, 1 a difference or failure.
"""
import concurrent.futures
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import exec_differential  # noqa: E402


def first_difference(a, b):
    """The first binding and byte offset where two --output JSON files differ, as text."""
    for key in sorted(set(a) | set(b)):
        x, y = a.get(key), b.get(key)
        if x == y:
            continue
        if not isinstance(x, dict) or not isinstance(y, dict) or 'hex' not in x or 'hex' not in y:
            return f'{key}: {str(x)[:80]} vs {str(y)[:80]}'
        hx, hy = x['hex'], y['hex']
        for i in range(0, min(len(hx), len(hy)), 8):
            if hx[i:i + 8] != hy[i:i + 8]:
                return f'{key} byte {i // 2}: interp {hx[i:i + 8]} cuda {hy[i:i + 8]}'
        return f'{key}: sizes {len(hx) // 2} vs {len(hy) // 2}'
    return ''


def run_case(wgx, job_path, scratch):
    name = os.path.basename(job_path)[:-len('.job.json')]
    job = json.load(open(job_path))
    if 'compiled' not in job.get('wgx_backends', ['interp', 'compiled']):
        return name, 'skip', job.get('wgx_backends_why', 'interpreter only')
    if job.get('wgx_subgroup_size', 32) != 32:
        return name, 'skip', f'subgroup size {job["wgx_subgroup_size"]} (CUDA warps are 32)'
    outs = {}
    for backend in ('interp', 'cuda'):
        outs[backend] = os.path.join(scratch, f'{name}.{backend}.json')
        error = exec_differential.run_wgx(wgx, job_path, backend, outs[backend])
        if error:
            kind = 'refused' if backend == 'cuda' and 'does not support' in error else 'error'
            return name, kind, f'{backend}: {error.splitlines()[0][:300]}'
    diff = first_difference(json.load(open(outs['interp'])), json.load(open(outs['cuda'])))
    return name, ('differ' if diff else 'equal'), diff


def main():
    args = sys.argv[1:]
    workers = 8
    if '--workers' in args:
        i = args.index('--workers')
        workers = int(args[i + 1])
        del args[i:i + 2]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    wgx, paths = os.path.abspath(args[0]), args[1:]
    jobs = exec_differential.job_files(paths)
    counts = {}
    with tempfile.TemporaryDirectory(prefix='wgx-cuda-diff-') as scratch:
        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            results = list(pool.map(lambda j: run_case(wgx, j, scratch), jobs))
    for name, kind, text in sorted(results):
        counts[kind] = counts.get(kind, 0) + 1
        if kind != 'equal':
            print(f'{kind}: {name}: {text}')
    print('cuda vs interp: ' + ', '.join(f'{v} {k}' for k, v in sorted(counts.items())) + f' of {len(jobs)} jobs')
    return 0 if counts.get('differ', 0) == 0 and counts.get('error', 0) == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
