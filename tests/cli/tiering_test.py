#!/usr/bin/env python3
"""`wgx run` with a kernel never seen (docs/jit.md, "Tiering"): the results come from the
interpreter before the compiler has even started, the process then waits for the build so that the
kernel lands in the disk cache, and the next run loads it from there without the compiler.
`--time` waits for the build and times the compiled kernel; a compiler that fails warns as before.

The compiler is a wrapper that sleeps before it compiles and leaves a mark when it starts, so no
timing threshold decides the test.

Usage: tiering_test.py WGX
"""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SMOOTHING = os.path.join(ROOT, 'examples', 'smoothing.wgsl')


def kernels(cache):
    return [f for f in os.listdir(cache) if f.endswith('.so') and f.count('.') == 1] if os.path.isdir(cache) else []


def main():
    wgx = sys.argv[1]
    problems = []
    with tempfile.TemporaryDirectory(prefix='wgx-tiering-') as tmp:
        mark = os.path.join(tmp, 'compiling')
        slow = os.path.join(tmp, 'slow-c++')
        with open(slow, 'w') as f:
            f.write(f'#!/bin/sh\nsleep 2\ntouch {mark}\nexec c++ "$@"\n')
        os.chmod(slow, 0o755)
        cache = os.path.join(tmp, 'cache')
        env = dict(os.environ, WGX_CXX=slow, WGX_CACHE_DIR=cache)
        expected = subprocess.run([wgx, 'run', SMOOTHING, '--backend', 'interp'], capture_output=True, text=True,
                                  timeout=60).stdout

        p = subprocess.Popen([wgx, 'run', SMOOTHING], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
        first_line = p.stdout.readline()
        if os.path.exists(mark):
            problems.append('the first result waited for the compiler')
        out = p.stdout.read()  # not communicate(): it would skip what readline() buffered
        err = p.stderr.read()
        p.wait(timeout=120)
        if p.returncode != 0 or first_line + out != expected:
            problems.append(f'cold run: exit {p.returncode}, stderr {err.strip()!r}, output differs: '
                            f'{first_line + out != expected}')
        if not os.path.exists(mark) or len(kernels(cache)) != 1:
            problems.append(f'the cold run left no kernel in the cache: {os.listdir(cache)}')

        # The next run loads the kernel: the compiler is not started again.
        os.remove(mark)
        r = subprocess.run([wgx, 'run', SMOOTHING], env=env, capture_output=True, text=True, timeout=60)
        if r.returncode != 0 or r.stdout != expected or r.stderr or os.path.exists(mark):
            problems.append(f'warm run: exit {r.returncode}, stderr {r.stderr.strip()!r}, '
                            f'output differs: {r.stdout != expected}, compiled again: {os.path.exists(mark)}')

        # --time with an empty cache: it waits for the build, then times the kernel.
        cache2 = os.path.join(tmp, 'cache2')
        r = subprocess.run([wgx, 'run', SMOOTHING, '--time', '3'], env=dict(env, WGX_CACHE_DIR=cache2),
                           capture_output=True, text=True, timeout=120)
        if r.returncode != 0 or 'time per dispatch' not in r.stderr or r.stdout != expected:
            problems.append(f'--time: exit {r.returncode}, stderr {r.stderr.strip()!r}')
        if len(kernels(cache2)) != 1:
            problems.append('--time left no kernel in the cache')

        # A failing compiler: the interpreter's results and build()'s warning, as before tiering.
        r = subprocess.run([wgx, 'run', SMOOTHING], env=dict(env, WGX_CXX='false',
                                                             WGX_CACHE_DIR=os.path.join(tmp, 'cache3')),
                           capture_output=True, text=True, timeout=60)
        if r.returncode != 0 or r.stdout != expected or r.stderr.count('warning: using the interpreter: the C++ '
                                                                       'compiler') != 1:
            problems.append(f'failing compiler: exit {r.returncode}, stderr {r.stderr.strip()!r}')
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
