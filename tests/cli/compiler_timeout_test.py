#!/usr/bin/env python3
"""A C++ compiler that never finishes must not hang `wgx run`: past $WGX_CXX_TIMEOUT seconds the
build is killed and the interpreter runs the dispatch (auto backend) with a warning naming why.

Usage: compiler_timeout_test.py WGX
"""
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    wgx = sys.argv[1]
    with tempfile.TemporaryDirectory(prefix='wgx-timeout-') as tmp:
        slow = os.path.join(tmp, 'slow-c++')
        with open(slow, 'w') as f:
            f.write('#!/bin/sh\nsleep 60\n')
        os.chmod(slow, 0o755)
        env = dict(os.environ, WGX_CXX=slow, WGX_CXX_TIMEOUT='1', WGX_CACHE_DIR=os.path.join(tmp, 'cache'))
        start = time.monotonic()
        r = subprocess.run([wgx, 'run', os.path.join(ROOT, 'examples', 'double.wgsl')], env=env,
                           capture_output=True, text=True, timeout=50)
        took = time.monotonic() - start
    problems = []
    if r.returncode != 0:
        problems.append(f'exit status {r.returncode}: {r.stderr.strip()}')
    if 'did not finish in 1 s' not in r.stderr:
        problems.append(f'no timeout warning on stderr: {r.stderr.strip()!r}')
    if 'data[0] = 2' not in r.stdout:
        problems.append('the interpreter did not run the dispatch')
    if took > 20:
        problems.append(f'took {took:.1f} s')
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
