#!/usr/bin/env python3
"""The live execution differential: every job runs on an oracle (Dawn by default, or wgpu: see
tools/exec_oracles.py) and on `wgx run` with the job's settings through both backends (compiled
and interp, or those the job's "wgx_backends" lists); the outputs are compared under the
execution goldens' rules (wgx_exec_compare, the rules of tests/exec/output_compare.h). It also
flags jobs whose recorded answer (NAME.dawn.json, NAME.wgpu.json) no longer matches the live
oracle. Against Dawn, where NAME.expected.json exists (Dawn on llvmpipe is known to be wrong
there, or cannot run the case: f16, subgroups), wgx is compared with it instead of live Dawn. Against wgpu, the cases of
tests/golden/exec/wgpu_exclusions.json are run but not counted: their lines are marked
"(excluded: REASON)", and an excluded case that agrees is named so that its entry can go.

Usage:
  tools/exec_differential.py WGX WGX_EXEC_COMPARE [JOB.job.json | DIR]... [--oracle dawn|dawn-vulkan|wgpu]
      [--workers N] [--all]      (default: tests/golden/exec)
  tools/exec_differential.py WGX WGX_EXEC_COMPARE --generate SEED [--count N] [--shapes basic|exits|all|core] [--keep DIR]
      generates N programs (default 100) with tools/gen_exec_programs.py --seed SEED into a
      temporary folder (or DIR, kept) and runs the differential on them; nothing is added to
      the corpus.

Prints one line per disagreement (case, binding, byte offset, both words), the cases either side
could not run, and a summary with the time taken. Exit status: 0 all agree, 1 a disagreement or
failure, 77 the oracle is not installed (ctest's skip).
"""
import concurrent.futures, glob, json, os, shutil, subprocess, sys, tempfile, time

import exec_oracles

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


def backends(job_path):
    """The wgx backends the job runs on (its "wgx_backends", else both)."""
    return json.load(open(job_path)).get('wgx_backends', list(BACKENDS))


def run_case(wgx, oracle, job_path, scratch):
    """Runs one job on the oracle and on wgx's backends; returns (name, {side: output path or error})."""
    name = os.path.basename(job_path)[:-len('.job.json')]
    sides = {}
    answer = oracle.run(job_path)
    if 'error' in answer:
        sides[oracle.side] = 'error: ' + answer['error']
    else:
        path = os.path.join(scratch, name + '.live.json')
        json.dump(answer, open(path, 'w'))
        sides[oracle.side] = path
    for backend in backends(job_path):
        path = os.path.join(scratch, f'{name}.{backend}.json')
        error = run_wgx(wgx, job_path, backend, path)
        sides[f'wgx {backend}'] = 'error: ' + error if error else path
    return name, sides


def has_expected(oracle, job_path):
    """Whether wgx is compared with NAME.expected.json instead of the oracle, which then need not run
    the case (Dawn in compatibility mode runs neither f16 nor subgroups)."""
    return oracle.trusts_expected and os.path.exists(job_path[:-len('.job.json')] + '.expected.json')


def comparisons(oracle, job_path, name, sides):
    """The manifest entries of one case: recorded vs live oracle, and each backend vs the reference."""
    stem = job_path[:-len('.job.json')]
    entry = lambda want, want_name, got_name: {'case': name, 'job': job_path, 'want': want, 'got': sides[got_name],
                                              'want_name': want_name, 'got_name': got_name}
    out = []
    live = sides[oracle.side]
    if os.path.exists(stem + oracle.recorded) and not live.startswith('error: '):
        out.append(entry(stem + oracle.recorded, f'recorded {oracle.name}', oracle.side))
    if has_expected(oracle, job_path):
        reference, reference_name = stem + '.expected.json', 'expected'
    else:
        reference, reference_name = live, oracle.side
    for backend in backends(job_path):
        got = f'wgx {backend}'
        if got not in sides:
            continue
        if not reference.startswith('error: ') and not sides[got].startswith('error: '):
            out.append(entry(reference, reference_name, got))
    return out


def job_files(paths):
    jobs = []
    for p in paths or [os.path.join(ROOT, 'tests', 'golden', 'exec')]:
        jobs += sorted(glob.glob(os.path.join(p, '*.job.json'))) if os.path.isdir(p) else [p]
    return [os.path.abspath(j) for j in jobs]


def generate(seed, count, folder, shapes):
    subprocess.run([sys.executable, os.path.join(ROOT, 'tools', 'gen_exec_programs.py'), folder, '--seed', str(seed),
                    '--count', str(count), '--shapes', shapes], check=True)
    return job_files([folder])


def one_line(text, limit=400):
    """An error message on one line, cut to `limit` characters."""
    text = ' '.join(text.split())
    return text if len(text) <= limit else text[:limit] + ' ...'


def option(args, name, default):
    if name not in args:
        return default
    i = args.index(name)
    value = args[i + 1]
    del args[i:i + 2]
    return value


def summary(oracle, jobs, manifest, lines, excluded, workers, seconds):
    """The last line: how many cases agree, which do not, which exclusions are no longer needed."""
    case = lambda line: line.split(':', 1)[0]
    bad = sorted({case(line) for line in lines} - set(excluded))
    out_of_date = sorted({case(line) for line in lines if f'recorded {oracle.name}' in line})
    ran_excluded = [name for name in excluded if name in {os.path.basename(j)[:-len('.job.json')] for j in jobs}]
    stale = sorted(set(ran_excluded) - {case(line) for line in lines})
    agree = len(jobs) - len(bad) - len(ran_excluded) + len(stale)
    text = f'{len(jobs)} cases, {len(manifest)} comparisons, {agree} cases agree with {oracle.name}; '
    text += f'{len(bad)} disagree or fail' + (f' ({", ".join(bad)})' if bad else '')
    if ran_excluded:
        text += f'; {len(ran_excluded) - len(stale)} excluded'
    if stale:
        text += f'; excluded but agreeing now (drop them from the exclusions): {", ".join(stale)}'
    if out_of_date:
        text += f'; recorded {oracle.name} output out of date: {", ".join(out_of_date)}'
    return text + f'; {seconds:.1f} s with {workers} workers', bad


def main():
    args = sys.argv[1:]
    workers = int(option(args, '--workers', os.cpu_count() or 2))
    seed = option(args, '--generate', None)
    count = int(option(args, '--count', 100))
    shapes = option(args, '--shapes', 'all')
    keep = option(args, '--keep', None)
    oracle_name = option(args, '--oracle', 'dawn')
    show_all = '--all' in args
    args = [a for a in args if a != '--all']
    if len(args) < 2 or oracle_name not in exec_oracles.ORACLES:
        print(__doc__, file=sys.stderr)
        return 2
    wgx, compare = os.path.abspath(args[0]), os.path.abspath(args[1])
    oracle = exec_oracles.ORACLES[oracle_name]()
    if not oracle.installed():
        print(oracle.missing)
        return 1 if os.environ.get('WGX_REQUIRE_ORACLES') == '1' else 77  # CI: a missing oracle fails
    start = time.monotonic()
    scratch = tempfile.mkdtemp(prefix='wgx-exec-diff-')
    try:
        if seed is not None:
            folder = keep or os.path.join(scratch, 'programs')
            jobs = generate(int(seed), count, folder, shapes)
        else:
            jobs = job_files(args[2:])
        oracle.prepare(scratch)
        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            results = list(pool.map(lambda j: (j, *run_case(wgx, oracle, j, scratch)), jobs))
        manifest, failures = [], []
        for job_path, name, sides in results:
            failures += [f'{name}: {side} {one_line(what)}' for side, what in sides.items()
                         if what.startswith('error: ') and not (side == oracle.side and has_expected(oracle, job_path))]
            manifest += comparisons(oracle, job_path, name, sides)
        manifest_path = os.path.join(scratch, 'manifest.json')
        json.dump(manifest, open(manifest_path, 'w'))
        r = subprocess.run([compare, manifest_path] + (['--all'] if show_all else []), capture_output=True, text=True)
        if r.returncode not in (0, 1):  # 2: bad manifest; negative: the compare tool crashed
            print(f'{compare} failed (exit status {r.returncode}): {r.stderr.strip()}')
            return 1
        lines = failures + r.stdout.splitlines()
        excluded = oracle.exclusions()
        for line in lines:
            reason = excluded.get(line.split(':', 1)[0])
            print(line if reason is None else f'{line} (excluded: {reason})')
        text, bad = summary(oracle, jobs, manifest, lines, excluded, workers, time.monotonic() - start)
        print(text)
        return 1 if bad else 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main())
