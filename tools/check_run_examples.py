#!/usr/bin/env python3
"""Runs `wgx run examples/X.wgsl` with the settings of its `// wgx-run:` header and checks that
the buffers equal the recorded expectation of the matching execution golden
(tests/golden/exec/example_X or smoothing: .expected.json if present, else .dawn.json), so the
headers, the CLI's buffer set-up and the golden jobs cannot drift apart.

Usage: tools/check_run_examples.py WGX_BINARY
"""
import json, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = {'smoothing': 'smoothing', 'reduce': 'example_reduce', 'histogram': 'example_histogram',
            'matmul_tiled': 'example_matmul_tiled', 'mandelbrot': 'example_mandelbrot',
            'double': 'example_double', 'counter_atomic': 'example_counter_atomic'}

def main():
    wgx = os.path.abspath(sys.argv[1])
    failed = 0
    for example, golden in EXAMPLES.items():
        before = failed
        stem = os.path.join(ROOT, 'tests', 'golden', 'exec', golden)
        want_path = stem + '.expected.json' if os.path.exists(stem + '.expected.json') else stem + '.dawn.json'
        want = {(b['group'], b['binding']): b['hex'] for b in json.load(open(want_path))['bindings']}
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, 'out.json')
            # In the temporary folder: headers may write images (mandelbrot.png) beside the caller.
            r = subprocess.run([wgx, 'run', os.path.join(ROOT, 'examples', example + '.wgsl'), '--output', out],
                               capture_output=True, text=True, cwd=tmp)
            if r.returncode != 0:
                print(f'{example}: wgx run failed: {r.stderr.strip()}')
                failed += 1
                continue
            got = {(b['group'], b['binding']): b['hex'] for b in json.load(open(out))['bindings']}
        for key, hexstr in want.items():
            mine = got.get(key)
            # Dawn's uniform buffers may be padded larger than the header's data: a shorter buffer
            # must be a non-empty prefix and everything past it zero padding.
            padded = mine and len(mine) < len(hexstr) and hexstr.startswith(mine) and not hexstr[len(mine):].strip('0')
            if mine is None or not (padded or mine == hexstr):
                print(f'{example}: binding {key} differs from {os.path.basename(want_path)}')
                failed += 1
        print(f'{example}: {"ok" if failed == before else "FAILED"}')
    return 1 if failed else 0

if __name__ == '__main__':
    sys.exit(main())
