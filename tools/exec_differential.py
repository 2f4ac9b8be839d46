#!/usr/bin/env python3
"""The live execution differential: every job runs on Dawn (the oracle ../shared/oracles, through
tools/dawn_oracle.py) and on `wgx run` with the job's settings through both backends (compiled
and interp); the outputs are compared under the execution goldens' rules (wgx_exec_compare, the
rules of tests/exec/output_compare.h). It also flags jobs whose recorded NAME.dawn.json no longer
matches live Dawn. Where NAME.expected.json exists (Dawn on llvmpipe is known to be wrong there),
wgx is compared with it instead of live Dawn.

Usage:
  tools/exec_differential.py WGX WGX_EXEC_COMPARE [JOB.job.json | DIR]... [--workers N] [--all]
      (default: tests/golden/exec)
  tools/exec_differential.py WGX WGX_EXEC_COMPARE --generate SEED [--count N] [--keep DIR]
      generates N programs (default 100) with tools/gen_exec_programs.py --seed SEED into a
      temporary folder (or DIR, kept) and runs the differential on them; nothing is added to
      the corpus.

Prints one line per disagreement (case, binding, byte offset, both words), the cases either side
could not run, and a summary with the time taken. Exit status: 0 all agree, 1 a disagreement or
failure, 77 the oracle is not installed (ctest's skip).
"""
import concurrent.futures, glob, json, os, shutil, subprocess, sys, tempfile, time

import dawn_oracle

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BACKENDS = ('compiled', 'interp')


def f32_text(v):
    """A JSON number as the f32 the oracle stores (double -> float), in a form strtof reads back exactly."""
    import struct
    return repr(struct.unpack('f', struct.pack('f', v))[0])


def binding_arg(b):
    """The job binding as `wgx run --binding G:B=...:SIZE`."""
    init, size = b.get('init', 'zeros'), b['size']
    where = f'{b["group"]}:{b["binding"]}='
    if init == 'zeros':
        return f'{where}zeros:{size}'
    if 'random' in init:
        return f'{where}random:{init["random"]}:{size}'
    kind, values = next(iter(init.items()))
    text = ','.join(f32_text(v) if kind == 'f32' else str(v) for v in values[:size // 4])
    return f'{where}{kind}:{text}:{size}'


def wgx_args(job, job_dir):
    """`wgx run` arguments with the job's settings (the shader's own header ignored)."""
    args = ['run', os.path.join(job_dir, job['shader']), '--no-header', '--entry', job.get('entry', 'main'),
            '--dispatch', ','.join(str(d) for d in job.get('dispatch', [1, 1, 1]))]
    for name, value in job.get('constants', {}).items():
        args += ['--constant', f'{name}={value}']
    if 'wgx_subgroup_size' in job:
        args += ['--subgroup-size', str(job['wgx_subgroup_size'])]
    for b in job['bindings']:
        args += ['--binding', binding_arg(b)]
    return args


def run_wgx(wgx, job_path, backend, out):
    job = json.load(open(job_path))
    cmd = [wgx] + wgx_args(job, os.path.dirname(job_path)) + ['--backend', backend, '--threads', '1',
                                                               '--output', out]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return 'did not finish in 300 s'
    return '' if r.returncode == 0 else (r.stderr.strip() or f'exit status {r.returncode}')


def run_case(wgx, oracle, job_path, scratch):
    """Runs one job on Dawn and on wgx's backends; returns (name, {side: output path or error})."""
    name = os.path.basename(job_path)[:-len('.job.json')]
    stem = job_path[:-len('.job.json')]
    job = json.load(open(job_path))
    sides = {}
    # Cases only an expected output describes (subgroups, f16: the oracle cannot run them) skip Dawn.
    dawn = {'skipped': True} if os.path.exists(stem + '.expected.json') and not os.path.exists(
        stem + '.dawn.json') else dawn_oracle.run(oracle, job_path)
    if 'skipped' in dawn:
        sides['live Dawn'] = 'skipped'
    elif 'error' in dawn:
        sides['live Dawn'] = 'error: ' + dawn['error']
    else:
        path = os.path.join(scratch, name + '.live.json')
        json.dump(dawn, open(path, 'w'))
        sides['live Dawn'] = path
    for backend in job.get('wgx_backends', BACKENDS):
        path = os.path.join(scratch, f'{name}.{backend}.json')
        error = run_wgx(wgx, job_path, backend, path)
        sides[f'wgx {backend}'] = 'error: ' + error if error else path
    return name, sides


def comparisons(job_path, name, sides):
    """The manifest entries of one case: recorded vs live Dawn, and each backend vs the reference."""
    stem = job_path[:-len('.job.json')]
    entry = lambda want, want_name, got_name: {'case': name, 'job': job_path, 'want': want, 'got': sides[got_name],
                                              'want_name': want_name, 'got_name': got_name}
    out = []
    live = sides['live Dawn']
    if os.path.exists(stem + '.dawn.json') and not live.startswith('error: ') and live != 'skipped':
        out.append(entry(stem + '.dawn.json', 'recorded Dawn', 'live Dawn'))
    if os.path.exists(stem + '.expected.json'):
        reference, reference_name = stem + '.expected.json', 'expected'
    else:
        reference, reference_name = live, 'live Dawn'
    for backend in BACKENDS:
        got = f'wgx {backend}'
        if got not in sides or reference == 'skipped':
            continue
        if not reference.startswith('error: ') and not sides[got].startswith('error: '):
            out.append(entry(reference, reference_name, got))
    return out


def job_files(paths):
    jobs = []
    for p in paths or [os.path.join(ROOT, 'tests', 'golden', 'exec')]:
        jobs += sorted(glob.glob(os.path.join(p, '*.job.json'))) if os.path.isdir(p) else [p]
    return [os.path.abspath(j) for j in jobs]


def generate(seed, count, folder):
    subprocess.run([sys.executable, os.path.join(ROOT, 'tools', 'gen_exec_programs.py'), folder, '--seed', str(seed),
                    '--count', str(count)], check=True)
    return job_files([folder])


def option(args, name, default):
    if name not in args:
        return default
    i = args.index(name)
    value = args[i + 1]
    del args[i:i + 2]
    return value


def main():
    args = sys.argv[1:]
    workers = int(option(args, '--workers', os.cpu_count() or 2))
    seed = option(args, '--generate', None)
    count = int(option(args, '--count', 100))
    keep = option(args, '--keep', None)
    show_all = '--all' in args
    args = [a for a in args if a != '--all']
    if len(args) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    wgx, compare = os.path.abspath(args[0]), os.path.abspath(args[1])
    if not dawn_oracle.installed():
        print('the Dawn oracle is not installed (bash ../shared/oracles/setup.sh): skipped')
        return 77
    start = time.monotonic()
    scratch = tempfile.mkdtemp(prefix='wgx-exec-diff-')
    try:
        if seed is not None:
            folder = keep or os.path.join(scratch, 'programs')
            jobs = generate(int(seed), count, folder)
        else:
            jobs = job_files(args[2:])
        oracle = dawn_oracle.script(scratch)
        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            results = list(pool.map(lambda j: (j, *run_case(wgx, oracle, j, scratch)), jobs))
        manifest, failures = [], []
        for job_path, name, sides in results:
            failures += [f'{name}: {side} {what}' for side, what in sides.items() if what.startswith('error: ')]
            manifest += comparisons(job_path, name, sides)
        manifest_path = os.path.join(scratch, 'manifest.json')
        json.dump(manifest, open(manifest_path, 'w'))
        r = subprocess.run([compare, manifest_path] + (['--all'] if show_all else []), capture_output=True, text=True)
        if r.returncode == 2:
            print(r.stderr.strip())
            return 1
        lines = r.stdout.splitlines()
        for line in failures + lines:
            print(line)
        bad = sorted({line.split(':', 1)[0] for line in failures + lines})
        drift = sorted({line.split(':', 1)[0] for line in lines if 'recorded Dawn' in line})
        print(f'{len(jobs)} cases, {len(manifest)} comparisons, {len(jobs) - len(bad)} cases agree; '
              f'{len(bad)} disagree or fail' + (f' ({", ".join(bad)})' if bad else '') +
              (f'; recorded Dawn output out of date: {", ".join(drift)}' if drift else '') +
              f'; {time.monotonic() - start:.1f} s with {workers} workers')
        return 1 if bad else 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main())
