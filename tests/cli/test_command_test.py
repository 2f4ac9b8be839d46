#!/usr/bin/env python3
"""End-to-end tests of `wgx test`: the PASS/FAIL lines, the diff of a failed expectation, the
closing `N passed, M failed` line, a malformed script reported as `file:line: message`, folders
searched for *.wgxtest, --filter, --format=json, --max-steps, and the exit status (0, 1 on any
failure, 2 for bad usage). Also: every example has its script in tests/scripts/examples/.

Usage: tests/cli/test_command_test.py WGX_BINARY
"""
import json, os, subprocess, sys, tempfile

SHADER = """SHADER compute add WGSL
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(global_invocation_id) id: vec3u) {
  data[id.x] = data[id.x] + 10u;
}
END
BUFFER data DATA_TYPE uint32 SIZE 4 SERIES_FROM 1 INC_BY 1
PIPELINE compute p
  ATTACH add
  BIND BUFFER data AS storage DESCRIPTOR_SET 0 BINDING 0
END
RUN p 1 1 1
"""

SCRIPTS = {
    'good.wgxtest': SHADER + 'EXPECT data IDX 0 EQ 11 12 13 14\n',
    'sub/wrong.wgxtest': SHADER + 'EXPECT data IDX 0 EQ 11 12 99 14\n',
    'sub/broken.wgxtest': 'BUFFER b DATA_TYPE uint32 SIZE 4 FILL 0\nEXPECT b IDX 0 ALMOST 1\n',
    'ignored.txt': 'not a script',
    'spin/spin.wgxtest': """SHADER compute spin WGSL
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { loop { o[0] += 1u; if (o[0] == 0u) { break; } } }
END
BUFFER o DATA_TYPE uint32 SIZE 1 FILL 0
PIPELINE compute p
  ATTACH spin
  BIND BUFFER o AS storage DESCRIPTOR_SET 0 BINDING 0
END
RUN p 1
""",
}


def wgx_test(wgx, *args, cwd):
    return subprocess.run([wgx, 'test', '--backend', 'interp', *args], cwd=cwd, capture_output=True, text=True)


def check(cond, what, result):
    if not cond:
        sys.exit(f'FAILED: {what}\nstdout:\n{result.stdout}\nstderr:\n{result.stderr}')


def check_every_example_has_a_script():
    """Each examples/NAME.wgsl has tests/scripts/examples/NAME.wgxtest, which reads that file, and
    each examples/textures/NAME.wgsl has tests/scripts/textures/NAME.wgxtest."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for folder, scripts, prefix in (('examples', 'examples', 'examples/'),
                                    (os.path.join('examples', 'textures'), 'textures', 'examples/textures/')):
        for name in sorted(os.listdir(os.path.join(root, folder))):
            if not name.endswith('.wgsl'):
                continue
            script = os.path.join(root, 'tests', 'scripts', scripts, name[:-5] + '.wgxtest')
            if not os.path.exists(script):
                sys.exit(f'FAILED: {prefix}{name} has no test script ({os.path.relpath(script, root)})')
            if f'FILE ../../../{prefix}{name}' not in open(script).read():
                sys.exit(f'FAILED: {os.path.relpath(script, root)} does not read {prefix}{name}')


def main():
    wgx = os.path.abspath(sys.argv[1])
    check_every_example_has_a_script()
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in SCRIPTS.items():
            os.makedirs(os.path.dirname(os.path.join(tmp, name)), exist_ok=True)
            with open(os.path.join(tmp, name), 'w') as f:
                f.write(text)

        r = wgx_test(wgx, 'good.wgxtest', cwd=tmp)
        check(r.returncode == 0 and r.stdout == 'PASS good.wgxtest\n1 passed, 0 failed\n', 'one passing script', r)

        r = wgx_test(wgx, '--max-steps', '1000', 'spin', cwd=tmp)
        check(r.returncode == 1 and 'spin.wgxtest:10: RUN p:' in r.stdout and 'step budget of 1000' in r.stdout,
              '--max-steps bounds a dispatch', r)

        r = wgx_test(wgx, 'good.wgxtest', 'sub', cwd=tmp)
        lines = r.stdout.splitlines()
        check(r.returncode == 1, 'a failing script exits 1', r)
        check(lines[0] == 'PASS good.wgxtest', 'files and folders in the order given', r)
        check(lines[1] == 'FAIL sub/broken.wgxtest', 'a folder is searched, sorted; a malformed script fails', r)
        check("  sub/broken.wgxtest:2: unknown comparison 'ALMOST' (EQ NE LT LE GT GE, EQ_BUFFER)" in lines,
              'malformed script names file and line', r)
        check('FAIL sub/wrong.wgxtest' in lines, 'wrong value fails', r)
        check('  sub/wrong.wgxtest:13: EXPECT data IDX 0 EQ: 1 of 4 u32 values differ' in lines, 'diff header', r)
        check('    data[2]: expected 99, got 13' in lines, 'diff line', r)
        check(lines[-1] == '1 passed, 2 failed', 'closing line', r)

        r = wgx_test(wgx, '--max-steps', '1000', '.', cwd=tmp)
        lines = r.stdout.splitlines()
        check([l for l in lines if l[:4] in ('PASS', 'FAIL')] ==
              ['PASS ./good.wgxtest', 'FAIL ./spin/spin.wgxtest', 'FAIL ./sub/broken.wgxtest', 'FAIL ./sub/wrong.wgxtest'],
              'only .wgxtest files are collected, recursively, sorted', r)

        r = wgx_test(wgx, '--filter', 'good', '--filter', 'wrong', '.', cwd=tmp)
        check(r.stdout.splitlines()[-1] == '1 passed, 1 failed', '--filter keeps matching paths', r)

        r = wgx_test(wgx, '--format=json', 'sub', cwd=tmp)
        report = json.loads(r.stdout)
        check(report['passed'] == 0 and report['failed'] == 2, 'json counts', r)
        check([s['name'] for s in report['scripts']] == ['sub/broken.wgxtest', 'sub/wrong.wgxtest'], 'json names', r)
        check(report['scripts'][1]['failures'][0].startswith('sub/wrong.wgxtest:13: EXPECT data'), 'json failure', r)

        for bad in (['missing.wgxtest'], ['--backend', 'gpu', 'good.wgxtest'], ['--frobnicate', 'good.wgxtest'], []):
            r = wgx_test(wgx, *bad, cwd=tmp)
            check(r.returncode == 2, f'bad usage {bad} exits 2', r)
        os.makedirs(os.path.join(tmp, 'empty'))
        r = wgx_test(wgx, 'empty', cwd=tmp)
        check(r.returncode == 2 and 'no .wgxtest scripts' in r.stderr, 'a folder without scripts is bad usage', r)
    print('ok')


if __name__ == '__main__':
    main()
