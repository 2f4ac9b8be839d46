#!/usr/bin/env python3
"""Hostile input to `wgx run` and `wgx check`: every case must end with a clear error (or a correct
run) within bounded time and memory. Sizes that once wrapped, memory that was unbounded, a shader
header that read and wrote files anywhere or lifted its own limits, bad numbers, folders and
devices as files, lost output, constants and pipeline limits the browser checks (docs/limits.md).

Each case runs in a fresh folder (the current folder of the run) under a 4 GiB address-space
limit and a time limit, and checks the exit status and a piece of the output.

Usage: hostile_run_test.py WGX
"""
import os
import resource
import subprocess
import sys
import tempfile

STORE = '@group(0) @binding(0) var<storage, read_write> o: array<u32>;\n'
LOOP = STORE + '@compute @workgroup_size(1) fn main() { while true { o[0] += 1u; } }\n'
COPY = STORE + '@compute @workgroup_size(1) fn main() { o[0] = o[0] + 1u; }\n'
OVERRIDE_WG = '''override N: u32 = 16;
var<workgroup> w: array<u32, N>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  w[i * 60u] = i;
  workgroupBarrier();
  o[i] = w[(63u - i) * 60u];
}
'''
OVERRIDES = '''override K: i32 = 1;
override F: f32 = 1.0;
override WG: u32 = 4;
@group(0) @binding(0) var<storage, read_write> o: array<f32>;
@compute @workgroup_size(WG) fn main() { o[0] = f32(K) * F; }
'''


UNSET_OVERRIDE = '''override n: u32;
@id(5) override k: u32 = 1;
@group(0) @binding(0) var<storage, read_write> o: array<u32, 1>;
@compute @workgroup_size(1) fn main() { o[0] = n + k; }
'''


def call_tree(depth):
    fns = ''.join(f'fn f{i}(x: u32) -> u32 {{ o[2] += x; return f{i + 1}(x) + f{i + 1}(x + 1u); }}\n'
                  for i in range(depth))
    return (STORE + fns + f'fn f{depth}(x: u32) -> u32 {{ o[3] += x; return x; }}\n'
            '@compute @workgroup_size(1) fn main() { o[0] = f0(1u); }\n')


def else_if_chain(n):
    branches = ''.join(f' else if x == {i}u {{ x = {i + 7}u; }}' for i in range(n))
    return (STORE + '@compute @workgroup_size(1) fn main() {\n var x = o[0];\n if x == 0u { x = 1u; }' + branches +
            ' else { x = 2u; }\n o[1] = x;\n}\n')


def bindings(kind, count, extra=''):
    decls = ''.join(f'@group(0) @binding({i}) var<{kind}> b{i}: vec4u;\n' for i in range(count))
    reads = ' + '.join(f'b{i}.x' for i in range(count))
    return decls + extra + '@group(1) @binding(0) var<storage, read_write> o: array<u32>;\n' + \
        f'@compute @workgroup_size(1) fn main() {{ o[0] = {reads}; }}\n'


NINE_STORAGE = ''.join(f'@group(0) @binding({i}) var<storage, read_write> b{i}: array<u32>;\n' for i in range(9)) + \
    '@compute @workgroup_size(1) fn main() { ' + ' '.join(f'b{i}[0] = {i}u;' for i in range(9)) + ' }\n'

# (name, files {name: text}, argv after wgx, expected status, expected text in stdout+stderr,
#  options: timeout, stdin, stdout file, env)
CASES = [
    # S0: override-sized workgroup arrays, sizes in 64 bits, Dawn's 16 KiB limit.
    ('override wg 2^32-1 from the header', {'s.wgsl': '// wgx-run: --constant N=4294967295\n' + OVERRIDE_WG},
     ['run', 's.wgsl'], 1, 'The total use of workgroup storage (17179869184 bytes) is larger than the maximum'),
    ('override wg 2^30 no longer wraps to 0', {'s.wgsl': OVERRIDE_WG}, ['run', 's.wgsl', '--constant', 'N=1073741824'],
     1, 'workgroup storage (4294967296 bytes)'),
    ('override wg 4097 checked', {'s.wgsl': OVERRIDE_WG}, ['check', 's.wgsl', '--constant', 'N=4097'], 1,
     'The total use of workgroup storage (16400 bytes) is larger than the maximum allowed (16384 bytes).'),
    ('override wg 4096 runs', {'s.wgsl': OVERRIDE_WG},
     ['run', 's.wgsl', '--constant', 'N=4096', '--binding', '0:0=zeros:256', '--backend', 'interp'], 0, 'o[1] = 62'),
    # S0b, M4: private memory summed in 64 bits and bounded per invocation and per dispatch.
    ('private sum past 4 GiB', {'s.wgsl': STORE + 'var<private> a: array<array<u32, 65535>, 12000>;\n'
                                'var<private> b: array<array<u32, 65535>, 12000>;\n'
                                '@compute @workgroup_size(1) fn main() { b[11999][65534] = 1u; o[0] = a[0][0]; }\n'},
     ['run', 's.wgsl'], 1, 'private and function memory per invocation needs'),
    ('private 4 GiB per invocation', {'s.wgsl': STORE + 'var<private> a: array<array<u32, 65535>, 16383>;\n'
                                      '@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32)'
                                      ' { a[i][i] = i; o[i] = a[i][i]; }\n'},
     ['run', 's.wgsl', '--backend', 'interp'], 1, 'more than the limit of 1073741824 bytes'),
    ('private memory of a workgroup past the dispatch bound',
     {'s.wgsl': STORE + 'var<private> a: array<array<u32, 32768>, 64>;\n'
      '@compute @workgroup_size(256) fn main(@builtin(local_invocation_index) i: u32) { a[i][0] = i; o[i] = a[i][0]; }\n'},
     ['run', 's.wgsl', '--backend', 'interp'], 1, 'out of memory: a workgroup needs'),
    # S2: what a header may read and write.
    ('header reads an absolute path', {'s.wgsl': '// wgx-run: --binding 0:0=file:/etc/passwd:64\n' + COPY},
     ['run', 's.wgsl'], 2, "the // wgx-run: header may not read '/etc/passwd'"),
    ('header reads through ..', {'s.wgsl': '// wgx-run: --binding 0:0=file:../x.bin\n' + COPY},
     ['run', 's.wgsl'], 2, "'..' is not allowed"),
    ('header reads through a link out', {'s.wgsl': '// wgx-run: --binding 0:0=file:etc/passwd:64\n' + COPY,
                                         '@link etc': '/etc'},
     ['run', 's.wgsl'], 2, 'it leads out of the current folder'),
    ('header reads a file of its folder', {'s.wgsl': '// wgx-run: --binding 0:0=file:in.bin\n' + COPY,
                                           'in.bin': '\x05\x00\x00\x00'},
     ['run', 's.wgsl', '--backend', 'interp'], 0, 'o[0] = 6'),
    ('header writes an absolute path', {'s.wgsl': '// wgx-run: --png 0:0=1x1:rgba8:/tmp/wgx-header-png.png\n' + COPY},
     ['run', 's.wgsl'], 2, "the // wgx-run: header may not write '/tmp/wgx-header-png.png'"),
    ('header writes through a link', {'s.wgsl': '// wgx-run: --png 0:0=1x1:rgba8:out.png\n' + COPY,
                                      '@link out.png': 'victim.txt', 'victim.txt': 'precious'},
     ['run', 's.wgsl'], 2, 'it exists and is not a plain file'),
    ('header writes a file of its folder', {'s.wgsl': '// wgx-run: --png 0:0=1x1:rgba8:out.png\n' + COPY},
     ['run', 's.wgsl', '--backend', 'interp'], 0, 'written to out.png'),
    ('header output option', {'s.wgsl': '// wgx-run: --output x.bin\n' + COPY}, ['run', 's.wgsl'], 2,
     "option '--output' may not be used in the // wgx-run: header"),
    # H3, C3: numbers in the header; it may lower limits but not lift them.
    ('header max-steps -1', {'s.wgsl': '// wgx-run: --max-steps -1\n' + LOOP}, ['run', 's.wgsl'], 2,
     "invalid --max-steps '-1' in the // wgx-run: header"),
    ('header max-steps abc', {'s.wgsl': '// wgx-run: --max-steps abc\n' + LOOP}, ['run', 's.wgsl'], 2,
     "invalid --max-steps 'abc'"),
    ('header raises max-steps', {'s.wgsl': '// wgx-run: --max-steps 100000000000\n' + LOOP}, ['run', 's.wgsl'], 2,
     'may lower --max-steps but not raise it'),
    ('header lowers max-steps', {'s.wgsl': '// wgx-run: --max-steps 5000\n' + LOOP},
     ['run', 's.wgsl', '--backend', 'interp'], 1, 'step budget of 5000 exceeded'),
    ('header raises max-time', {'s.wgsl': '// wgx-run: --max-time 1000\n' + LOOP}, ['run', 's.wgsl'], 2,
     'may lower --max-time but not raise it'),
    ('header subgroup size abc', {'s.wgsl': '// wgx-run: --subgroup-size abc\n' + COPY}, ['run', 's.wgsl'], 2,
     "invalid --subgroup-size 'abc'"),
    ('header option without value', {'s.wgsl': COPY + '// wgx-run: --dispatch\n'}, ['run', 's.wgsl'], 2,
     "option '--dispatch' in the // wgx-run: header needs a value"),
    # C4, M2/M3, W5: folders and devices as files.
    ('binding file is a folder', {'s.wgsl': COPY, 'dir/x': ''}, ['run', 's.wgsl', '--binding', '0:0=file:dir'], 2,
     "cannot read 'dir': it is a folder"),
    ('binding file /dev/zero with a size', {'s.wgsl': COPY},
     ['run', 's.wgsl', '--binding', '0:0=file:/dev/zero:16', '--backend', 'interp'], 0, 'o[3] = 0'),
    ('binding file /dev/zero without a size', {'s.wgsl': COPY}, ['run', 's.wgsl', '--binding', '0:0=file:/dev/zero'],
     2, "'/dev/zero' is longer than the limit of 268435456 bytes"),
    ('check /dev/zero', {}, ['check', '/dev/zero'], 1, "'/dev/zero' is too large (more than 64 MiB)"),
    ('check stdin of /dev/zero', {}, ['check', '-'], 1, 'is too large', {'stdin': '/dev/zero'}),
    ('check a folder', {'dir/x': ''}, ['check', 'dir'], 1, "cannot read 'dir': it is a folder"),
    ('run a folder', {'dir/x': ''}, ['run', 'dir'], 2, "cannot read 'dir': it is a folder"),
    # W1: lost output.
    ('output to a full disk', {'s.wgsl': COPY}, ['run', 's.wgsl', '--output', '/dev/full', '--backend', 'interp'], 1,
     "writing '/dev/full' failed"),
    ('output that cannot be opened', {'s.wgsl': COPY},
     ['run', 's.wgsl', '--output', 'no/such/x.bin', '--backend', 'interp'], 1, "cannot write 'no/such/x.bin'"),
    ('stdout on a full disk', {'s.wgsl': COPY}, ['run', 's.wgsl', '--backend', 'interp'], 1,
     'writing to standard output failed', {'stdout': '/dev/full'}),
    ('reflect stdout on a full disk', {'s.wgsl': COPY}, ['reflect', 's.wgsl'], 1, 'writing to standard output failed',
     {'stdout': '/dev/full'}),
    # W2: constants validated as Dawn does.
    ('constant out of i32', {'s.wgsl': OVERRIDES}, ['run', 's.wgsl', '--constant', 'K=1e10'], 1,
     'Pipeline overridable constant "K" with value (1e+10) is not representable in type (i32).'),
    ('constant out of f32', {'s.wgsl': OVERRIDES}, ['check', 's.wgsl', '--constant', 'F=1e39'], 1,
     'is not representable in type (f32).'),
    ('constant of no override', {'s.wgsl': OVERRIDES}, ['run', 's.wgsl', '--constant', 'NOPE=1'], 1,
     'Pipeline overridable constant "NOPE" not found in [ShaderModule].'),
    ('constant workgroup size 0', {'s.wgsl': OVERRIDES}, ['check', 's.wgsl', '--constant', 'WG=0'], 1,
     'workgroup_size argument must be at least 1'),
    ('constant nan', {'s.wgsl': OVERRIDES}, ['run', 's.wgsl', '--constant', 'WG=nan'], 1,
     'with value (nan) is not representable in type (u32).'),
    ('constant not a number', {'s.wgsl': OVERRIDES}, ['run', 's.wgsl', '--constant', 'WG=abc'], 2,
     "invalid --constant 'WG=abc': expected NAME=NUMBER"),
    # W3: the default pipeline layout's limits.
    ('binding 999999', {'s.wgsl': '@group(0) @binding(999999) var<storage, read_write> o: array<u32>;\n'
                        '@compute @workgroup_size(1) fn main() { o[0] = 1u; }\n'},
     ['check', 's.wgsl'], 1, 'Binding number (999999) exceeds the maxBindingsPerBindGroup limit (1000) - 1.'),
    ('group 4', {'s.wgsl': '@group(4) @binding(0) var<storage, read_write> o: array<u32>;\n'
                 '@compute @workgroup_size(1) fn main() { o[0] = 1u; }\n'},
     ['run', 's.wgsl'], 1, 'Group index (4) exceeds the maximum number of bind groups (4).'),
    ('nine storage buffers', {'s.wgsl': NINE_STORAGE}, ['check', 's.wgsl'], 1,
     'The number of storage buffers (9) in the Compute stage exceeds the maximum per-stage limit (8).'),
    ('thirteen uniform buffers', {'s.wgsl': bindings('uniform', 13)}, ['run', 's.wgsl'], 1,
     'The number of uniform buffers (13) in the Compute stage exceeds the maximum per-stage limit (12).'),
    ('twelve uniform buffers run', {'s.wgsl': bindings('uniform', 12)}, ['run', 's.wgsl', '--backend', 'interp'], 0,
     'o[0] = 0'),
    # An override the entry point uses with neither value nor initializer: Dawn's error and the hint;
    # with an @id, a value by name is no value (WebGPU keys pipeline constants by the @id).
    ('override without a value', {'s.wgsl': UNSET_OVERRIDE}, ['run', 's.wgsl'], 1,
     'There are uninitialized pipeline overridable constants, their identifiers:[n]'),
    ('override by name despite its @id', {'s.wgsl': UNSET_OVERRIDE}, ['run', 's.wgsl', '--constant', 'k=1'], 1,
     'Pipeline overridable constant "k" not found in [ShaderModule].'),
    ('override by its @id', {'s.wgsl': UNSET_OVERRIDE}, ['run', 's.wgsl', '--constant', 'n=3', '--constant', '5=4',
                                                         '--backend', 'interp'], 0, 'o[0] = 7'),
    # U1, U4: bad option values exit 2 with a message; numbers are not truncated.
    ('threads -1', {'s.wgsl': COPY}, ['run', 's.wgsl', '--threads', '-1'], 2, '--threads'),
    ('subgroup size 3', {'s.wgsl': COPY}, ['run', 's.wgsl', '--subgroup-size', '3'], 2, '--subgroup-size'),
    ('dispatch without a value', {'s.wgsl': COPY}, ['run', 's.wgsl', '--dispatch'], 2, '--dispatch'),
    ('dispatch of four numbers', {'s.wgsl': COPY}, ['run', 's.wgsl', '--dispatch', '1,1,1,1'], 2,
     "invalid --dispatch '1,1,1,1'"),
    ('binding size 2^64-1', {'s.wgsl': COPY}, ['run', 's.wgsl', '--binding', '0:0=zeros:18446744073709551615'], 2,
     'is larger than the maximum (268435456 bytes'),
    ('binding u32 too large', {'s.wgsl': COPY}, ['run', 's.wgsl', '--binding', '0:0=u32:99999999999'], 2,
     "invalid u32 value '99999999999'"),
    ('binding i32 too large', {'s.wgsl': COPY}, ['run', 's.wgsl', '--binding', '0:0=i32:2147483648'], 2,
     "invalid i32 value '2147483648'"),
    ('binding random seed abc', {'s.wgsl': COPY}, ['run', 's.wgsl', '--binding', '0:0=random:abc'], 2,
     "invalid random seed 'abc'"),
    # H6: a whole dispatch is bounded in time (the header chooses 65535^3 workgroups).
    ('huge dispatch', {'s.wgsl': '// wgx-run: --dispatch 65535,65535,65535\n'
                       '@group(0) @binding(0) var<storage, read_write> c: atomic<u32>;\n'
                       '@compute @workgroup_size(1) fn main() { atomicAdd(&c, 1u); }\n'},
     ['run', 's.wgsl', '--max-time', '0.5', '--backend', 'interp'], 1,
     'the dispatch did not finish in 0.5 s', {'timeout': 15}),
    ('endless loop with a huge step budget', {'s.wgsl': LOOP},
     ['run', 's.wgsl', '--max-steps', '18446744073709551615', '--max-time', '0.5', '--backend', 'interp'], 1,
     'the dispatch did not finish in 0.5 s', {'timeout': 15}),
    # H2: a call tree without loops meets the watchdog on both executors.
    ('call tree, interpreter', {'s.wgsl': call_tree(40)},
     ['run', 's.wgsl', '--max-steps', '1000000', '--backend', 'interp'], 1,
     'its calls and loops did not finish', {'timeout': 30}),
    ('call tree, compiled', {'s.wgsl': call_tree(40)},
     ['run', 's.wgsl', '--max-steps', '1000000', '--backend', 'compiled'], 1,
     'its calls and loops did not finish', {'timeout': 120, 'compiled': True}),
    # C2: an else-if chain nests one block per else: bounded with an error, not a stack overflow
    # (the checker stops at Tint's statement depth, 127, before lowering sees the chain).
    ('else-if chain of 1200', {'s.wgsl': else_if_chain(1200)}, ['run', 's.wgsl', '--backend', 'interp'], 1,
     'statement nesting depth / chaining length exceeds limit of 127'),
    ('else-if chain of 120', {'s.wgsl': else_if_chain(120)},
     ['run', 's.wgsl', '--backend', 'interp', '--binding', '0:0=u32:119,0'], 0, 'o[1] = 126'),
]


def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))


def instrumented(binary):
    """AddressSanitizer reserves terabytes of address space for its shadow, so a build with it
    cannot run under the 4 GiB limit; the release build's run of this test checks the bounds."""
    with open(binary, 'rb') as f:
        return b'__asan_init' in f.read()


def make_files(folder, files):
    for name, text in files.items():
        if name.startswith('@link '):
            os.symlink(text, os.path.join(folder, name[6:]))
            continue
        path = os.path.join(folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w', encoding='latin-1') as f:
            f.write(text)


def run_case(wgx, case, cache, bounded):
    name, files, argv, want_rc, want_text = case[:5]
    opts = case[5] if len(case) > 5 else {}
    with tempfile.TemporaryDirectory(prefix='wgx-hostile-') as folder:
        make_files(folder, files)
        stdin = open(opts['stdin'], 'rb') if 'stdin' in opts else subprocess.DEVNULL
        stdout = open(opts['stdout'], 'wb') if 'stdout' in opts else subprocess.PIPE
        env = dict(os.environ, WGX_CACHE_DIR=cache)
        try:
            r = subprocess.run([wgx] + argv, cwd=folder, stdin=stdin, stdout=stdout, stderr=subprocess.PIPE,
                               env=env, timeout=opts.get('timeout', 20),
                               preexec_fn=limit_memory if bounded and not opts.get('compiled') else None)
        except subprocess.TimeoutExpired:
            return f'{name}: did not finish in {opts.get("timeout", 20)} s'
        finally:
            for f in (stdin, stdout):
                if hasattr(f, 'close'):
                    f.close()
        out = (r.stdout.decode('latin-1') if r.stdout else '') + r.stderr.decode('latin-1')
        if r.returncode != want_rc or want_text not in out:
            return f'{name}: exit status {r.returncode} (expected {want_rc}), output {out[-400:]!r}'
        if name.startswith('header writes a file') and not open(os.path.join(folder, 'out.png'), 'rb').read(
                8).startswith(b'\x89PNG'):
            return f'{name}: out.png is not a PNG'
        if name == 'header writes through a link' and open(os.path.join(folder, 'victim.txt')).read() != 'precious':
            return f'{name}: the link target was overwritten'
    return None


def main():
    wgx = os.path.abspath(sys.argv[1])
    problems = []
    bounded = not instrumented(wgx)
    with tempfile.TemporaryDirectory(prefix='wgx-hostile-cache-') as cache:
        for case in CASES:
            problem = run_case(wgx, case, os.path.join(cache, 'kernels'), bounded)
            if problem:
                problems.append(problem)
    for p in problems:
        print(p)
    print(f'{len(CASES) - len(problems)} of {len(CASES)} cases as expected')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
