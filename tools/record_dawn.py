#!/usr/bin/env python3
"""Records Dawn's output for execution golden tests: for each JOB.job.json (the Dawn oracle's job
format, see ../shared/oracles/dawn-run.mjs; extra keys such as "wgx_ulp" are ignored by Dawn),
runs the dispatch on Dawn (llvmpipe) and writes JOB.dawn.json with every binding's bytes as hex.

Usage: tools/record_dawn.py [JOB.job.json ...]   (default: every job in tests/golden/exec)

Runs the oracle with the adapter's real workgroup limits (tools/dawn_oracle.py), so shaders
with @workgroup_size(256) can be recorded too.
"""
import glob, json, os, sys

import dawn_oracle

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    jobs = sys.argv[1:] or sorted(glob.glob(os.path.join(ROOT, 'tests', 'golden', 'exec', '*.job.json')))
    failed = 0
    oracle = dawn_oracle.script()
    for job in jobs:
        out = dawn_oracle.run(oracle, job)
        if 'error' in out:
            print(f'{job}: Dawn error: {out["error"]}', file=sys.stderr)
            failed += 1
            continue
        with open(job.replace('.job.json', '.dawn.json'), 'w') as f:
            json.dump(out, f, indent=1)
            f.write('\n')
        print(f'recorded {os.path.basename(job)}')
    return 1 if failed else 0

if __name__ == '__main__':
    sys.exit(main())
