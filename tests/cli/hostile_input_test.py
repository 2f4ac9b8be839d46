#!/usr/bin/env python3
"""Hostile input, second round (docs/limits.md): test scripts, the kernel cache's environment, the
C++ compiler and odd values. Each check names the class of input it stands for; every run is
bounded in time and (but under AddressSanitizer) in address space, and must end with the error
the class deserves, never an abort, a hang or a wrong answer:

- JSON reports with bytes that are not UTF-8 in paths and echoed text: valid JSON, every script;
- control characters from input never reach the terminal raw (text reports, diagnostics);
- a script's memory budget: an error naming the buffer or shader past it;
- `SHADER ... FILE` confined to the script's folder (or --allow-read), regular files only;
- FIFOs named by input (script shaders, header `--binding file:`) refused, never blocking;
- a compiler printing without end: its output capped, the cap said, nothing large kept;
- a missing home folder is never created for the kernel cache;
- WGX_CACHE_DIR / WGX_CXX / WGX_CXX_TIMEOUT / --max-time / --png values: errors naming them;
- a file of millions of tiny functions stops at the declaration limit in bounded memory;
- header syntax quoted in comment prose is prose;
- --max-time holds under --sanitize.

Usage: hostile_input_test.py WGX
"""
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

STORE = '@group(0) @binding(0) var<storage, read_write> o: array<u32>;\n'
COPY = STORE + '@compute @workgroup_size(1) fn main() { o[0] = o[0] + 5u; }\n'
PASSING = 'SHADER compute s WGSL\n@compute @workgroup_size(1) fn main() {}\nEND\n'

problems = []


def instrumented(binary):
    with open(binary, 'rb') as f:
        return b'__asan_init' in f.read()


def run(wgx, args, cwd, env=None, timeout=60, memory=4 << 30, stdin=subprocess.DEVNULL):
    limit = None
    if memory and not instrumented(wgx):
        def limit():
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    full_env = dict(os.environ, **(env or {}))
    try:
        r = subprocess.run([wgx] + args, cwd=cwd, env=full_env, stdin=stdin, capture_output=True, timeout=timeout,
                           preexec_fn=limit)
    except subprocess.TimeoutExpired:
        return None
    return r


def expect(name, r, rc, text=None, absent=None):
    if r is None:
        problems.append(f'{name}: did not finish (a hang)')
        return False
    out = r.stdout + r.stderr
    if r.returncode != rc or (text is not None and text.encode() not in out) or (absent is not None and absent in out):
        problems.append(f'{name}: exit status {r.returncode} (expected {rc}), output {out[-500:]!r}')
        return False
    return True


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'wb') as f:
        f.write(data.encode() if isinstance(data, str) else data)


def json_reports(wgx, tmp):
    """F1: a byte that is not UTF-8 in a script (echoed in its error) and in a script's name."""
    d = os.path.join(tmp, 'json')
    write(os.path.join(d, 'bad.wgxtest'), b'\xff\n')
    write(os.path.join(d.encode(), b'ok_\xe9.wgxtest'), PASSING)
    r = run(wgx, ['test', '--format', 'json', 'bad.wgxtest'], d)
    if expect('json: a garbage byte in a script', r, 1):
        report = json.loads(r.stdout.decode('utf-8'))
        if '\ufffd' not in report['scripts'][0]['failures'][0]:
            problems.append('json: the invalid byte is not U+FFFD')
    r = run(wgx, ['test', '--format', 'json', '.'], d)
    if expect('json: a script named in Latin-1, folder run', r, 1):
        report = json.loads(r.stdout.decode('utf-8'))
        names = sorted(s['name'] for s in report['scripts'])
        if names != ['./bad.wgxtest', './ok_\ufffd.wgxtest'] or report['passed'] != 1:
            problems.append(f'json: not every script reported: {names}')


def terminal_escapes(wgx, tmp):
    """F7: control characters in names, paths and shader lines are escaped in every text report."""
    d = os.path.join(tmp, 'esc')
    name = 'a\x1b]0;owned\x07\x1b[2J'
    write(os.path.join(d, 'esc.wgxtest'), f'BUFFER "{name}" DATA_TYPE u32 SIZE 1 FILL 1\n' * 2)
    r = run(wgx, ['test', 'esc.wgxtest'], d)
    if expect('escapes: a buffer name in wgx test', r, 1, '\\x1b]0;owned\\x07\\x1b[2J', absent=b'\x1b'):
        pass
    write(os.path.join(d, 's.wgsl'), '// \x1b[2J in a comment\nfn f() { let x = 1 +; }\n// \x1b[31m\x9b\n@@@\n')
    r = run(wgx, ['check', 's.wgsl'], d)
    expect('escapes: a shader line in a diagnostic', r, 1, 'error', absent=b'\x1b')
    write(os.path.join(d, 'bad\x1b[2J.wgsl'), 'fn f( {\n')
    r = run(wgx, ['check', 'bad\x1b[2J.wgsl'], d)
    expect('escapes: a file name in a diagnostic', r, 1, 'bad\\x1b[2J.wgsl', absent=b'\x1b')
    r = run(wgx, ['run', 'bad\x1b[2J.wgsl'], d)
    expect('escapes: a path in a wgx run error', r, 1, 'bad\\x1b[2J.wgsl', absent=b'\x1b')
    write(os.path.join(d, 'png.wgsl'), '// wgx-run: --png 0:0=1x1:rgba8:out\x1b[2J.png\n' + COPY)
    r = run(wgx, ['run', 'png.wgsl', '--backend', 'interp'], d)
    expect('escapes: a header --png path in the report', r, 0, 'written to out\\x1b[2J.png', absent=b'\x1b')
    r = run(wgx, ['test', 'no\x1bsuch.wgxtest'], d)
    expect('escapes: a missing script in wgx test', r, 2, 'no\\x1bsuch', absent=b'\x1b')


def script_memory(wgx, tmp):
    """F2: a script's buffers and shaders have a budget; past it, an error naming the one past it."""
    d = os.path.join(tmp, 'mem')
    write(os.path.join(d, 'buffers.wgxtest'),
          ''.join(f'BUFFER b{i} DATA_TYPE uint32 SIZE 67108864 FILL 7\n' for i in range(1, 21)))
    r = run(wgx, ['test', 'buffers.wgxtest'], d, timeout=120, memory=3 << 30)
    expect('memory: 20 buffers of 256 MiB', r, 1, "buffer 'b5' takes the script past its memory budget of 1024 MiB")
    r = run(wgx, ['test', '--max-memory', '256', 'buffers.wgxtest'], d, timeout=120)
    expect('memory: --max-memory lowers the budget', r, 1, "buffer 'b2' takes the script past its memory budget of 256")
    write(os.path.join(d, 'big.wgsl'), '@compute @workgroup_size(1) fn main() {}\n// ' + 'x' * 30_000_000 + '\n')
    write(os.path.join(d, 'shaders.wgxtest'), ''.join(f'SHADER compute s{i} WGSL FILE big.wgsl\n' for i in range(100)))
    r = run(wgx, ['test', 'shaders.wgxtest'], d, timeout=120, memory=3 << 30)
    expect('memory: 100 shaders of 30 MB', r, 1, "shader 's4' takes the script past its memory budget")
    write(os.path.join(d, 'fits.wgxtest'), 'BUFFER b DATA_TYPE uint32 SIZE 1024 FILL 7\nEXPECT b IDX 1023 EQ 7\n')
    r = run(wgx, ['test', 'fits.wgxtest', 'buffers.wgxtest'], d, timeout=120, memory=3 << 30)
    expect('memory: the other scripts of the run are reported', r, 1, '1 passed, 1 failed')


def shader_files(wgx, tmp):
    """F7, F8: SHADER ... FILE reads regular files inside the script's folder or an allowed one."""
    d = os.path.join(tmp, 'files')
    write(os.path.join(d, 'secret.env'), 'fn sk_live_4242() {}\nfn sk_live_4242() {}\n')
    write(os.path.join(d, 'ci', 'leak.wgxtest'), 'SHADER compute s WGSL FILE ../secret.env\n')
    write(os.path.join(d, 'ci', 'abs.wgxtest'), 'SHADER compute s WGSL FILE /etc/passwd\n')
    write(os.path.join(d, 'ci', 'ok.wgxtest'), 'SHADER compute s WGSL FILE sub/k.wgsl\n')
    write(os.path.join(d, 'ci', 'sub', 'k.wgsl'), '@compute @workgroup_size(1) fn main() {}\n')
    os.symlink(os.path.join(d, 'secret.env'), os.path.join(d, 'ci', 'link.wgsl'))
    write(os.path.join(d, 'ci', 'link.wgxtest'), 'SHADER compute s WGSL FILE link.wgsl\n')
    write(os.path.join(d, 'ci', 'shared.wgxtest'), PASSING.replace('WGSL\n@compute @workgroup_size(1) fn main() {}\nEND',
                                                                   'WGSL FILE ../lib/k.wgsl'))
    write(os.path.join(d, 'lib', 'k.wgsl'), '@compute @workgroup_size(1) fn main() {}\n')
    for script in ('leak', 'abs', 'link'):
        r = run(wgx, ['test', f'ci/{script}.wgxtest'], d)
        expect(f'files: {script}', r, 1, "it is outside the script's folder", absent=b'sk_live')
    r = run(wgx, ['test', 'ci/ok.wgxtest'], d)
    expect('files: a file of the folder', r, 0, '1 passed')
    r = run(wgx, ['test', 'ci/shared.wgxtest'], d)
    expect('files: a sibling folder, not allowed', r, 1, "outside the script's folder")
    r = run(wgx, ['test', '--allow-read', os.path.join(d, 'lib'), 'ci/shared.wgxtest'], d)
    expect('files: a sibling folder the command line allows', r, 0, '1 passed')
    os.mkfifo(os.path.join(d, 'ci', 'in.wgsl'))
    write(os.path.join(d, 'ci', 'fifo.wgxtest'), 'SHADER compute s WGSL FILE in.wgsl\n')
    r = run(wgx, ['test', 'ci/fifo.wgxtest'], d, timeout=20)
    expect('files: a FIFO as a script shader', r, 1, 'not a regular file')
    os.mkfifo(os.path.join(d, 'ci', 'fifo2.wgxtest'))
    r = run(wgx, ['test', 'ci/fifo2.wgxtest'], d, timeout=20)
    expect('files: a FIFO as a script', r, 2)
    os.mkfifo(os.path.join(d, 'data.bin'))
    write(os.path.join(d, 'h.wgsl'), '// wgx-run: --binding 0:0=file:data.bin\n' + COPY)
    r = run(wgx, ['run', 'h.wgsl', '--backend', 'interp'], d, timeout=20)
    expect('files: a FIFO as a header --binding file:', r, 2, 'not a regular file')
    r = run(wgx, ['run', 'h.wgsl', '--no-header', '--backend', 'interp', '--binding', '0:0=file:/dev/zero:16'], d)
    expect('files: the command line may still name a device', r, 0, 'o[0] = 5')


def compiler_output(wgx, tmp):
    """F9: a compiler that prints without end: 64 KiB kept, the rest counted, the message says so."""
    d = os.path.join(tmp, 'bomb')
    write(os.path.join(d, 'cxx.sh'), '#!/bin/sh\nhead -c 50000000 /dev/zero | tr "\\000" x >&2; exit 1\n')
    os.chmod(os.path.join(d, 'cxx.sh'), 0o755)
    write(os.path.join(d, 'k.wgsl'), COPY)
    cache = os.path.join(d, 'cache')
    r = run(wgx, ['run', 'k.wgsl', '--backend', 'compiled'], d, env={'WGX_CACHE_DIR': cache,
                                                                     'WGX_CXX': os.path.join(d, 'cxx.sh')},
            timeout=120, memory=1 << 30)
    if expect('compiler output: capped', r, 1, 'the compiler wrote 50000000 bytes; wgx keeps the first 65536'):
        if len(r.stdout) + len(r.stderr) > 10_000:
            problems.append(f'compiler output: {len(r.stderr)} bytes printed')
        kept = sum(os.path.getsize(os.path.join(cache, f)) for f in os.listdir(cache))
        if kept > 1 << 20:
            problems.append(f'compiler output: the cache holds {kept} bytes')


def missing_home(wgx, tmp):
    """F10: HOME naming a folder that does not exist: not created, the kernel still runs, and a note
    says that kernels are not kept."""
    d = os.path.join(tmp, 'home')
    write(os.path.join(d, 'k.wgsl'), COPY)
    env = {'HOME': os.path.join(d, 'does', 'not', 'exist')}
    env_clean = {k: v for k, v in os.environ.items() if k not in ('WGX_CACHE_DIR', 'XDG_CACHE_HOME')}
    r = subprocess.run([wgx, 'run', 'k.wgsl', '--backend', 'compiled'], cwd=d, env=dict(env_clean, **env),
                       capture_output=True, timeout=180)
    expect('home: a missing HOME', r, 0, 'o[0] = 5')
    expect('home: the note that kernels are not kept', r, 0, 'no kernel cache')
    if os.path.exists(os.path.join(d, 'does')):
        problems.append('home: the missing HOME was created')


def odd_values(wgx, tmp):
    """F12, U7, U8: odd values of variables and options are errors naming them."""
    d = os.path.join(tmp, 'odd')
    write(os.path.join(d, 'k.wgsl'), COPY)
    r = run(wgx, ['run', 'k.wgsl', '--backend', 'compiled'], d, env={'WGX_CACHE_DIR': '-o'})
    expect('odd: WGX_CACHE_DIR=-o', r, 1, "WGX_CACHE_DIR='-o' is not an absolute path", absent=b'no input files')
    r = run(wgx, ['run', 'k.wgsl', '--backend', 'compiled'], d, env={'WGX_CACHE_DIR': os.path.join(d, 'slash') + '/'},
            timeout=180)
    expect('odd: WGX_CACHE_DIR with a trailing slash, made below its existing parent', r, 0, 'o[0] = 5')
    cache = {'WGX_CACHE_DIR': os.path.join(d, 'cache')}
    r = run(wgx, ['run', 'k.wgsl', '--backend', 'compiled'], d, env=dict(cache, WGX_CXX=''))
    expect('odd: WGX_CXX empty', r, 1, 'WGX_CXX is set but empty')
    for t in ('abc', '-1', '0', '1e99', '99999999999'):
        r = run(wgx, ['run', 'k.wgsl', '--backend', 'compiled'], d, env=dict(cache, WGX_CXX_TIMEOUT=t))
        expect(f'odd: WGX_CXX_TIMEOUT={t}', r, 1, f"WGX_CXX_TIMEOUT='{t}' is not a whole number of seconds from 1")
    for t in ('nan', '0', 'inf', '-1', 'abc'):
        r = run(wgx, ['run', 'k.wgsl', '--backend', 'interp', '--max-time', t], d)
        if expect(f'odd: --max-time {t}', r, 2, 'expected seconds above 0') and len(r.stderr) > 1000:
            problems.append(f'odd: --max-time {t}: a message of {len(r.stderr)} bytes')
    r = run(wgx, ['run', 'k.wgsl', '--png', '0:0=1x1:weird:x.png'], d)
    expect('odd: --png with an unknown format', r, 2, "unknown format 'weird' (rgba8, gray, palette")
    write(os.path.join(d, 'prose.wgsl'), '// this comment mentions `// wgx-run: --foo` in prose\n' + COPY)
    r = run(wgx, ['run', 'prose.wgsl', '--backend', 'interp'], d)
    expect('odd: header syntax in comment prose', r, 0, 'o[0] = 5')
    write(os.path.join(d, 'indented.wgsl'), '   // wgx-run: --binding 0:0=u32:7\n' + COPY)
    r = run(wgx, ['run', 'indented.wgsl', '--backend', 'interp'], d)
    expect('odd: an indented header line still counts', r, 0, 'o[0] = 12')


def tiny_functions(path, prefix):
    with open(path, 'w') as f:
        f.write(prefix)
        n, size = 0, len(prefix)
        while size < 66_000_000:
            line = f'fn f{n}(){{}}\n'
            f.write(line)
            size += len(line)
            n += 1


def declaration_limit(wgx, tmp):
    """F11: 64 MiB of tiny functions: the declaration limit, quickly and in bounded memory."""
    d = os.path.join(tmp, 'decls')
    os.makedirs(d)
    path = os.path.join(d, 'fns.wgsl')
    tiny_functions(path, '')
    start = time.monotonic()
    r = run(wgx, ['check', 'fns.wgsl'], d, timeout=60, memory=1 << 30)
    expect('decls: 4.8M functions under 1 GiB', r, 1, 'module has more than 65536 declarations')
    if time.monotonic() - start > 30:
        problems.append(f'decls: took {time.monotonic() - start:.0f} s')
    tiny_functions(path, '{\n')
    r = run(wgx, ['check', 'fns.wgsl'], d, timeout=60, memory=1 << 30)
    expect('decls: after an unmatched brace', r, 1, 'module has more than 65536 declarations')
    # Not declarations but as many tokens: one function of 60M empty statements, 5M directives.
    with open(path, 'w') as f:
        f.write('fn f() {\n' + ';' * 60_000_000 + '\n}\n')
    start = time.monotonic()
    r = run(wgx, ['check', 'fns.wgsl'], d, timeout=60, memory=1 << 30)
    expect('tokens: 60M empty statements under 1 GiB', r, 1, 'source has more than 4194304 tokens')
    if time.monotonic() - start > 30:
        problems.append(f'tokens: took {time.monotonic() - start:.0f} s')
    with open(path, 'w') as f:
        f.write('enable f16;\n' * 5_000_000)
    r = run(wgx, ['check', 'fns.wgsl'], d, timeout=60, memory=1 << 30)
    expect('tokens: 5M directives under 1 GiB', r, 1, 'source has more than 4194304 tokens')


def sanitized_time_limit(wgx, tmp):
    """F4: --max-time holds for a sanitized dispatch of few, slow workgroups."""
    d = os.path.join(tmp, 'sanitize')
    write(os.path.join(d, 's.wgsl'), 'var<workgroup> w: array<u32, 4096>;\n' + STORE +
          '@compute @workgroup_size(256) fn main(@builtin(local_invocation_index) i: u32) {\n'
          '  for (var k = 0u; k < 4096u; k++) { w[k] = w[k] + i; }\n  o[i] = w[i];\n}\n')
    start = time.monotonic()
    r = run(wgx, ['run', 's.wgsl', '--sanitize', '--max-time', '1', '--dispatch', '64', '--binding',
                  '0:0=zeros:1024', '--output', '/dev/null'], d, timeout=60)
    expect('sanitize: --max-time 1', r, 1, 'the dispatch did not finish in 1 s')
    if time.monotonic() - start > 8:
        problems.append(f'sanitize: --max-time 1 took {time.monotonic() - start:.1f} s')


def main():
    wgx = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory(prefix='wgx-hostile-input-') as tmp:
        for check in (json_reports, terminal_escapes, script_memory, shader_files, compiler_output, missing_home,
                      odd_values, declaration_limit, sanitized_time_limit):
            check(wgx, tmp)
    for p in problems:
        print(p)
    print('ok' if not problems else f'{len(problems)} problems')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
