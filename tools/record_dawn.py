#!/usr/bin/env python3
"""Records Dawn's output for execution golden tests: for each JOB.job.json (the Dawn oracle's job
format, see ../shared/oracles/dawn-run.mjs; extra keys such as "wgx_ulp" are ignored by Dawn),
runs the dispatch on Dawn (llvmpipe) and writes JOB.dawn.json with every binding's bytes as hex.

Usage: tools/record_dawn.py [JOB.job.json ...]   (default: every job in tests/golden/exec)

The oracle runs in WebGPU compatibility mode (at most 128 invocations per workgroup); this tool
runs a copy of it that asks the adapter for its real workgroup limits (llvmpipe: 1024), so
shaders with @workgroup_size(256) can be recorded too.
"""
import glob, json, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORACLE = os.path.join(ROOT, '..', 'shared', 'oracles', 'dawn-run.mjs')

def main():
    jobs = sys.argv[1:] or sorted(glob.glob(os.path.join(ROOT, 'tests', 'golden', 'exec', '*.job.json')))
    failed = 0
    text = open(ORACLE).read()
    limits = ("{ requiredLimits: { maxComputeInvocationsPerWorkgroup: 1024, maxComputeWorkgroupSizeX: 1024, "
              "maxComputeWorkgroupSizeY: 1024, maxComputeWorkgroupSizeZ: 64, "
              "maxComputeWorkgroupStorageSize: adapter.limits.maxComputeWorkgroupStorageSize } }")
    assert 'adapter.requestDevice()' in text
    oracle = os.path.join(tempfile.mkdtemp(), 'dawn-run.mjs')
    with open(oracle, 'w') as f:
        f.write(text.replace('adapter.requestDevice()', f'adapter.requestDevice({limits})'))
    for job in jobs:
        r = subprocess.run(['node', oracle, os.path.abspath(job)], capture_output=True, text=True, timeout=120)
        try:
            out = json.loads(r.stdout.strip().splitlines()[-1])
        except (ValueError, IndexError):
            out = {'error': (r.stdout + r.stderr).strip()[:2000]}
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
