#!/usr/bin/env python3
"""`wgx run --sanitize` end to end: a shader with a missing barrier exits 1 with the race on
stderr (text and --format=json with the check renderers' fields) and prints the same buffers as
a plain run; the correct examples exit 0 with nothing on stderr; --schedule changes the output of
the non-atomic counter and not that of the atomic one; the shadow memory is bounded; bad option
values exit 2.

Usage: tests/cli/sanitize_cli_test.py WGX_BINARY
"""
import json, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = os.path.join(ROOT, 'examples')

MISSING_BARRIER = """@group(0) @binding(0) var<storage, read_write> out: array<u32, 64>;
var<workgroup> tile: array<u32, 64>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32) {
  tile[i] = i;
  out[i] = tile[63u - i];
}
"""

COUNTER = """@group(0) @binding(0) var<storage, read_write> counter: u32;
@compute @workgroup_size(64)
fn main() { counter = counter + 1u; }
"""


def run(wgx, *args):
    return subprocess.run([wgx, 'run', *args], capture_output=True, text=True, timeout=120)


def main():
    wgx = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        racy = os.path.join(tmp, 'racy.wgsl')
        with open(racy, 'w') as f:
            f.write(MISSING_BARRIER)
        counter = os.path.join(tmp, 'counter.wgsl')
        with open(counter, 'w') as f:
            f.write(COUNTER)

        plain = run(wgx, racy)
        assert plain.returncode == 0, plain.stderr
        text = run(wgx, racy, '--sanitize')
        assert text.returncode == 1, text.returncode
        assert text.stdout == plain.stdout, 'the sanitizer changed the output'
        assert "racy.wgsl:6:12 error: data race on 'tile[63]' (workgroup memory, bytes 252..255): " \
               "written by local_invocation_id (63,0,0), read by (0,0,0) of workgroup (0,0,0)" in text.stderr, text.stderr
        assert 'racy.wgsl:5:3 note: the other access: written by local_invocation_id (63,0,0)' in text.stderr

        js = run(wgx, racy, '--sanitize=races', '--format=json', '--stop-at-first')
        assert js.returncode == 1
        found = json.loads(js.stderr)
        assert [d['severity'] for d in found] == ['error', 'note'], found
        assert found[0]['id'] == 'sanitize.data-race'
        assert found[0]['range']['start'] == {'line': 6, 'column': 12}, found[0]
        assert found[1]['range']['start'] == {'line': 5, 'column': 3}, found[1]
        for key in ('message', 'file', 'offset', 'length'):
            assert key in found[0], key

        for name in ('smoothing.wgsl', 'reduce.wgsl', 'matmul_tiled.wgsl', 'counter_atomic.wgsl', 'histogram.wgsl'):
            clean = run(wgx, os.path.join(EXAMPLES, name), '--sanitize=races,bounds,numerics')
            assert clean.returncode == 0 and clean.stderr == '', (name, clean.stderr)
            assert clean.stdout == run(wgx, os.path.join(EXAMPLES, name)).stdout, name

        lockstep = run(wgx, counter, '--dispatch', '2').stdout
        assert 'counter = 2' in lockstep, lockstep
        reverse = run(wgx, counter, '--dispatch', '2', '--schedule', 'reverse').stdout
        assert 'counter = 16' in reverse, reverse
        atomic = [run(wgx, os.path.join(EXAMPLES, 'counter_atomic.wgsl'), '--schedule', s).stdout
                  for s in ('lockstep', 'reverse', 'random:5')]
        assert atomic[0] == atomic[1] == atomic[2]

        # The shadow memory is bounded: a 256 MiB buffer is refused with a clear error, not exhausted memory.
        big = os.path.join(tmp, 'big.wgsl')
        with open(big, 'w') as f:
            f.write('@group(0) @binding(0) var<storage, read_write> data: array<u32>;\n'
                    '@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) { data[g.x] = 1u; }\n')
        huge = run(wgx, big, '--sanitize', '--binding', '0:0=zeros:268435456', '--output', os.devnull)
        assert huge.returncode == 1 and 'MiB of shadow memory' in huge.stderr, huge.stderr

        assert run(wgx, racy, '--schedule', 'sideways').returncode == 2
        bad = run(wgx, racy, '--sanitize=speed')
        assert bad.returncode == 2 and "unknown sanitizer check 'speed'" in bad.stderr, bad.stderr
    print('ok')


if __name__ == '__main__':
    main()
