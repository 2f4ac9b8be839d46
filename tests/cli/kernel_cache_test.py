#!/usr/bin/env python3
"""The kernel cache end to end (src/jit/kernel_cache.h): a shared object planted under a kernel's
name is never loaded (its constructor would run); a truncated kernel or a FIFO in its place is
rebuilt, without a crash or a hang; a cache folder others may write to is refused; a compiler past
$WGX_CXX_TIMEOUT dies with everything it started, and the next run does not wait for it again.

Usage: kernel_cache_test.py WGX     (exit 77: no C++ compiler to build kernels with)
"""
import glob
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time

SHADER = '''@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) { o[i] = i * 7u + 1u; }
'''
EXPECTED = 'o[3] = 22'
PLANTED = r'''
#include <stdio.h>
#include <stdlib.h>
__attribute__((constructor)) static void planted(void) {
  FILE* f = fopen(getenv("PLANTED_MARK"), "w");
  if (f) { fputs("planted code ran\n", f); fclose(f); }
}
'''


def run(wgx, shader, cache, backend='compiled', env_extra=None, timeout=60):
    env = dict(os.environ, WGX_CACHE_DIR=cache)
    env.update(env_extra or {})
    return subprocess.run([wgx, 'run', shader, '--backend', backend, '--binding', '0:0=zeros:16'], env=env, capture_output=True, text=True,
                          timeout=timeout)


def kernel_files(cache):
    return glob.glob(os.path.join(cache, '*.so'))


def check_planted(wgx, tmp, shader, problems):
    learn = os.path.join(tmp, 'learn')
    r = run(wgx, shader, learn)
    if r.returncode != 0 or EXPECTED not in r.stdout:
        problems.append(f'first build failed: {r.stderr.strip()}')
        return
    name = os.path.basename(kernel_files(learn)[0])
    evil_c, evil_so = os.path.join(tmp, 'planted.c'), os.path.join(tmp, 'planted.so')
    with open(evil_c, 'w') as f:
        f.write(PLANTED)
    subprocess.run([os.environ.get('CC', 'cc'), '-shared', '-fPIC', '-o', evil_so, evil_c], check=True)
    cache = os.path.join(tmp, 'planted-cache')
    os.makedirs(cache, mode=0o700)
    shutil.copy(evil_so, os.path.join(cache, name))
    mark = os.path.join(tmp, 'PLANTED')
    r = run(wgx, shader, cache, env_extra={'PLANTED_MARK': mark})
    if os.path.exists(mark):
        problems.append('a planted kernel was loaded: its constructor ran')
    if r.returncode != 0 or EXPECTED not in r.stdout:
        problems.append(f'after the planted kernel: exit {r.returncode}, {r.stderr.strip()}')


def check_damaged(wgx, tmp, shader, problems):
    cache = os.path.join(tmp, 'damaged')
    run(wgx, shader, cache)
    so = kernel_files(cache)[0]
    full = os.path.getsize(so)
    for size in (1000, 4096, full - 1):
        with open(so, 'r+b') as f:
            f.truncate(size)
        r = run(wgx, shader, cache)
        if r.returncode != 0 or EXPECTED not in r.stdout:
            problems.append(f'truncated to {size}: exit {r.returncode}, {r.stderr.strip()}')
        elif os.path.getsize(so) != full:
            problems.append(f'truncated to {size}: the kernel was not rebuilt')
    os.remove(so)
    os.mkfifo(so)
    try:
        r = run(wgx, shader, cache, timeout=60)
        if r.returncode != 0 or EXPECTED not in r.stdout:
            problems.append(f'FIFO in the cache: exit {r.returncode}, {r.stderr.strip()}')
        elif not stat.S_ISREG(os.stat(so).st_mode):
            problems.append('FIFO in the cache: not replaced by the kernel')
    except subprocess.TimeoutExpired:
        problems.append('FIFO in the cache: wgx hung')


def check_open_folder(wgx, tmp, shader, problems):
    cache = os.path.join(tmp, 'open')
    os.makedirs(cache)
    os.chmod(cache, 0o777)
    r = run(wgx, shader, cache, backend='auto')
    if r.returncode != 0 or EXPECTED not in r.stdout or 'is refused: others may write to it' not in r.stderr:
        problems.append(f'world-writable cache, auto: exit {r.returncode}, {r.stderr.strip()}')
    r = run(wgx, shader, cache, backend='compiled')
    if r.returncode != 1 or 'is refused' not in r.stderr:
        problems.append(f'world-writable cache, compiled: exit {r.returncode}, {r.stderr.strip()}')
    if kernel_files(cache):
        problems.append('a kernel was written into a world-writable cache')


def check_timeout(wgx, tmp, shader, problems):
    slow = os.path.join(tmp, 'slow-c++')
    child = os.path.join(tmp, 'child.pid')
    calls = os.path.join(tmp, 'calls')
    with open(slow, 'w') as f:  # a driver whose own child (like cc1plus) outlives it if left alone
        f.write(f'#!/bin/sh\necho call >> {calls}\nsleep 300 &\necho $! > {child}\nwait\n')
    os.chmod(slow, 0o755)
    cache = os.path.join(tmp, 'slow')
    env = {'WGX_CXX': slow, 'WGX_CXX_TIMEOUT': '1'}
    r = run(wgx, shader, cache, backend='auto', env_extra=env)
    if r.returncode != 0 or EXPECTED not in r.stdout or 'did not finish in 1 s' not in r.stderr:
        problems.append(f'slow compiler: exit {r.returncode}, {r.stderr.strip()}')
    time.sleep(0.2)
    pid = int(open(child).read())
    try:
        os.kill(pid, 0)
        alive = open(f'/proc/{pid}/stat').read().split()[2] != 'Z'
    except (ProcessLookupError, FileNotFoundError):
        alive = False
    if alive:
        os.kill(pid, 9)
        problems.append("the compiler's child process outlived the timeout")
    # The second run must not start the compiler again (counted by the driver itself, not timed:
    # a loaded machine makes any time bound flaky).
    r = run(wgx, shader, cache, backend='auto', env_extra=env)
    started = len(open(calls).read().split())
    if r.returncode != 0 or 'not trying again' not in r.stderr or started != 1:
        problems.append(f'second run after a timeout: exit {r.returncode}, compiler started {started} times, '
                        f'{r.stderr.strip()}')
    # A timeout older than an hour is forgotten: the compiler gets another try.
    markers = [os.path.join(cache, f) for f in os.listdir(cache) if f.endswith('.timeout')]
    for m in markers:
        os.utime(m, (time.time() - 7200, time.time() - 7200))
    r = run(wgx, shader, cache, backend='auto', env_extra=env)
    started = len(open(calls).read().split())
    if not markers or r.returncode != 0 or started != 2:
        problems.append(f'run after an old timeout: {len(markers)} markers, compiler started {started} times')


def main():
    wgx = os.path.abspath(sys.argv[1])
    if not (shutil.which('c++') or shutil.which('g++') or shutil.which('clang++')) or not shutil.which(
            os.environ.get('CC', 'cc')):
        print('no C++ compiler: skipped')
        return 77
    problems = []
    with tempfile.TemporaryDirectory(prefix='wgx-cache-') as tmp:
        shader = os.path.join(tmp, 'k.wgsl')
        with open(shader, 'w') as f:
            f.write(SHADER)
        for check in (check_planted, check_damaged, check_open_folder, check_timeout):
            check(wgx, tmp, shader, problems)
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
