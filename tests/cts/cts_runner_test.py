#!/usr/bin/env python3
"""End-to-end test of the CTS runner (tools/cts/cts.py) on a fake CTS checkout.

The real CTS is not in the project or in CI, so a stand-in run_node (fake_run_node.js beside this
file) serves a small case tree whose cases pass, fail, skip, abort the process or hang, as their
`mode` parameter says. The runner must report every case: the ones after a crash in the same
process included (rerun in finer chunks), the crashing and hanging ones as `crash` and `timeout`;
write the per-group summary, the failures by cause, the baseline comparison and its Markdown
table; and its
compute-cases listing must drop the spec files and tests that use textures or render pipelines.
"""
import gzip
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
RUNNER = os.path.join(ROOT, 'tools', 'cts', 'cts.py')


def case_names():
    names = [f'webgpu:a,b:t1:i={i}' for i in range(4)]
    names += ['webgpu:a,b,c:t2:mode="fail";i=0', 'webgpu:a,b,c:t2:mode="fail";i=1',
              'webgpu:a,b,c:t2:mode="pass";i=2']
    # One crash in the middle of a test with a single parameter level...
    names += [f'webgpu:a,b,c:t3:k={k};mode="{"crash" if k == 3 else "pass"}"' for k in range(10)]
    # ...and one two levels down.
    names += [f'webgpu:a,d:t4:p="{p}";q={q};mode="{"crash" if (p, q) == ("b", 1) else "pass"}"'
              for p in 'abc' for q in range(4)]
    names += ['webgpu:e:t5:i=0;mode="pass"', 'webgpu:e:t5:i=1;mode="hang"',
              'webgpu:e:t5:i=2;mode="pass"', 'webgpu:e:t5:i=3;mode="pass"']
    names += ['webgpu:e:t6:mode="skip"']
    names += [f'webgpu:f:t7:i={i};mode="{"loud" if i == 1 else "pass"}"' for i in range(4)]
    return names


EXECUTION_SPECS = {
    # spec file -> (its text, its tests)
    'buf': ('g.test("add").fn(t => t.dispatch())\n', ['add', 'fragment_inputs']),
    'tex': ('const t = device.createTexture({});\n', ['sample']),
    'helper_user': ("import { run } from './util.js';\n", ['uses_helper']),
}


def make_checkout(tmp):
    cts = os.path.join(tmp, 'cts')
    for d in ('tools', 'src/common/runtime', 'node_modules/ts-node', 'out-node/resources',
              'src/webgpu/shader/execution'):
        os.makedirs(os.path.join(cts, d), exist_ok=True)
    open(os.path.join(cts, 'src/common/runtime/cmdline.ts'), 'w').close()
    shutil.copy(os.path.join(HERE, 'fake_run_node.js'), os.path.join(cts, 'tools', 'run_node'))
    names = case_names()
    for spec, (text, tests) in EXECUTION_SPECS.items():
        with open(os.path.join(cts, f'src/webgpu/shader/execution/{spec}.spec.ts'), 'w') as f:
            f.write(text)
        names += [f'webgpu:shader,execution,{spec}:{t}:n={n}' for t in tests for n in range(3)]
    with open(os.path.join(cts, 'src/webgpu/shader/execution/util.ts'), 'w') as f:
        f.write('const code = `@fragment fn main() {}`;\n')
    with open(os.path.join(cts, 'cases.txt'), 'w') as f:
        f.write('\n'.join(names) + '\n')
    provider = os.path.join(tmp, 'provider.js')
    with open(provider, 'w') as f:
        f.write('module.exports = { create(flags) { return { requestAdapter: async () => ({}) }; } };\n')
    return cts, provider


def read_status(path):
    with gzip.open(path, 'rt') as f:
        return {line.split('\t')[1].strip(): line.split('\t')[0] for line in f}


def check(condition, message, failures):
    print(('ok   ' if condition else 'FAIL ') + message)
    if not condition:
        failures.append(message)


def run_runner(cts, provider, out, *extra):
    env = dict(os.environ, CTS_DIR=cts, PROVIDER=provider, OUT_DIR=out, JOBS='2',
               STALL_TIMEOUT='3', NICE='0', PROVIDER_FLAGS='backend=fake threads=1')
    env.pop('BASELINE', None)
    env.pop('CASES', None)
    return subprocess.run([sys.executable, RUNNER, 'run', *extra], env=env, text=True,
                          capture_output=True, timeout=600)


def test_run(tmp, cts, provider, failures):
    out = os.path.join(tmp, 'out')
    baseline = os.path.join(tmp, 'baseline.tsv')
    with open(baseline, 'w') as f:
        f.write('pass\twebgpu:a,b:t1:i=0\nfail\twebgpu:a,b:t1:i=1\npass\twebgpu:a,b,c:t2:mode="fail";i=0\n')
    queries = ['webgpu:a,*', 'webgpu:e,*', 'webgpu:shader,execution,buf:add:*']
    proc = run_runner(cts, provider, out, '--baseline', baseline, *queries)
    print(proc.stdout[-3000:], proc.stderr[-3000:])
    check(proc.returncode == 0, f'runner exits 0 (got {proc.returncode})', failures)
    if proc.returncode != 0:
        return
    status = read_status(os.path.join(out, 'status.tsv.gz'))
    expected = {f'webgpu:shader,execution,buf:add:n={n}': 'pass' for n in range(3)}
    for name in case_names():
        if name.startswith('webgpu:f:'):  # test_loud_output's
            continue
        if 'mode="crash"' in name:
            expected[name] = 'crash'
        elif 'mode="hang"' in name:
            expected[name] = 'timeout'
        elif 'mode="fail"' in name:
            expected[name] = 'fail'
        elif 'mode="skip"' in name:
            expected[name] = 'skip'
        else:
            expected[name] = 'pass'
    wrong = {n: (status.get(n), s) for n, s in expected.items() if status.get(n) != s}
    check(not wrong, f'every case has its status, after crashes and a hang too (wrong: {wrong})',
          failures)
    check(set(status) == set(expected), 'no case is missing or extra', failures)
    with open(os.path.join(out, 'summary.tsv')) as f:
        total = [line.split('\t') for line in f if line.startswith('TOTAL')][0]
    check(total[1:4] == [str(len(expected)), str(sum(s == 'pass' for s in expected.values())), '2'],
          f'summary TOTAL row counts cases, passes and failures ({total})', failures)
    with open(os.path.join(out, 'failures.md')) as f:
        causes = f.read()
    check('fail: 2 cases: EXPECTATION FAILED: fake mismatch N' in causes,
          'the two failures share one cause, numbers folded', failures)
    check('crash: ' in causes and 'timeout: ' in causes, 'crash and timeout causes listed', failures)
    with open(os.path.join(out, 'comparison-cases.tsv')) as f:
        changed = f.read()
    check('fail\tpass\twebgpu:a,b:t1:i=1' in changed and
          'pass\tfail\twebgpu:a,b,c:t2:mode="fail";i=0' in changed,
          'the baseline comparison lists the cases whose status changed', failures)
    table = subprocess.run([sys.executable, RUNNER, 'table', os.path.join(out, 'status.tsv.gz'),
                            '--baseline', baseline, '--depth', '1'], text=True, capture_output=True)
    check(f'| **total** | **{len(expected)}** | **2** | **1** | **0** | **31** | **2** | **1** | **3** | **1** |'
          in table.stdout, f'the Markdown table totals both runs ({table.stdout[-300:]})', failures)
    with open(os.path.join(cts, 'invocations.log')) as f:
        runs = [line.rstrip('\n').split('\t') for line in f]
    check(all(r[1] == 'backend=fake threads=1' for r in runs), 'provider flags reach run_node',
          failures)
    check(len(runs) < len(expected) // 2, f'cases share processes ({len(runs)} processes)', failures)
    outside = [r[0] for r in runs if not any(r[0].startswith(q[:-1]) for q in queries)]
    check(not outside, f'no process runs a query wider than those asked for ({outside})', failures)


def test_loud_output(tmp, cts, provider, failures):
    """A process that prints more than a pipe holds and then calls process.exit() (run_node's way
    out): every line it printed reaches the runner, so no chunk looks cut short and none is rerun."""
    out = os.path.join(tmp, 'out-loud')
    open(os.path.join(cts, 'invocations.log'), 'w').close()
    proc = run_runner(cts, provider, out, 'webgpu:f,*')
    check(proc.returncode == 0, f'runner exits 0 on loud output (got {proc.returncode})', failures)
    status = read_status(os.path.join(out, 'status.tsv.gz')) if proc.returncode == 0 else {}
    want = {n: 'pass' for n in case_names() if n.startswith('webgpu:f:')}
    check(status == want, f'the loud chunk reports every case ({status})', failures)
    with open(os.path.join(cts, 'invocations.log')) as f:
        runs = f.read().splitlines()
    check(len(runs) == 1, f'one process, no rerun of cases it had reported ({len(runs)} processes)', failures)


def test_interrupt(tmp, cts, provider, failures):
    """SIGTERM during a hang: the run ends at once and still writes its reports."""
    out = os.path.join(tmp, 'out-interrupted')
    env = dict(os.environ, CTS_DIR=cts, PROVIDER=provider, OUT_DIR=out, JOBS='1',
               STALL_TIMEOUT='600', NICE='0')
    proc = subprocess.Popen([sys.executable, RUNNER, 'run', 'webgpu:e,*'], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    time.sleep(4)
    proc.terminate()
    try:
        output = proc.communicate(timeout=60)[0]
    except subprocess.TimeoutExpired:
        proc.kill()
        check(False, 'an interrupted run ends within 60 s', failures)
        return
    status = read_status(os.path.join(out, 'status.tsv.gz')) if os.path.exists(
        os.path.join(out, 'status.tsv.gz')) else {}
    done = status.get('webgpu:e:t5:i=0;mode="pass"') == 'pass'
    check(done and status.get('webgpu:e:t5:i=2;mode="pass"') == 'notrun',
          'an interrupted run reports what was done and the rest as notrun' +
          ('' if done else f' ({output[-600:]})'), failures)


def test_compute_cases(tmp, cts, failures):
    listing = os.path.join(tmp, 'compute.txt')
    env = dict(os.environ, CTS_DIR=cts, NICE='0')
    proc = subprocess.run([sys.executable, RUNNER, 'compute-cases', '-o', listing], env=env,
                          text=True, capture_output=True, timeout=120)
    check(proc.returncode == 0, f'compute-cases exits 0 ({proc.stderr[-500:]})', failures)
    with open(listing) as f:
        kept = [line.strip() for line in f if line.strip()]
    check(kept == [f'webgpu:shader,execution,buf:add:n={n}' for n in range(3)],
          f'compute-cases keeps only buffer/compute tests ({kept})', failures)


def main():
    failures = []
    tmp = tempfile.mkdtemp(prefix='cts-runner-test-')
    try:
        cts, provider = make_checkout(tmp)
        test_run(tmp, cts, provider, failures)
        test_loud_output(tmp, cts, provider, failures)
        test_interrupt(tmp, cts, provider, failures)
        test_compute_cases(tmp, cts, failures)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f'cts_runner_test: {"FAILED: " + "; ".join(failures) if failures else "all checks passed"}')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
