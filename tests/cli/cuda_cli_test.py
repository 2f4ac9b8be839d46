#!/usr/bin/env python3
"""`wgx run --backend cuda` and `--dump-cuda` from the command line (docs/cuda.md): the CUDA C++ is
printed (with the texel rules for a texture shader), a texture builtin the backend refuses is named,
and where no GPU (or driver, or NVRTC) is present the run fails with exit status 1 and says why;
where a GPU is present the run's output equals the interpreter's, also for a texture shader bound
with --texture.

usage: cuda_cli_test.py WGX
"""
import os
import random
import struct
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SAXPY = os.path.join(ROOT, 'bench', 'kernels', 'saxpy.wgsl')
TEXTURE = os.path.join(ROOT, 'tests', 'golden', 'exec_textures', 'box_blur.wgsl')
REFUSED = os.path.join(ROOT, 'tests', 'golden', 'exec_textures', 'sample_compare.wgsl')
BLUR = os.path.join(ROOT, 'bench', 'texture_kernels', 'blur5_texture.wgsl')


SRGB_SHADER = """
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<vec4f, 256>;
@compute @workgroup_size(256) fn main(@builtin(local_invocation_index) i: u32) {
  out[i] = textureLoad(t, vec2u(i, 0u), 0);
}
"""


def write_png(path, width, height, seed, texel=None):
    """A PNG of 8-bit RGBA texels: texel(x) for each row, else random ones (the blur's input)."""
    rng = random.Random(seed)
    row = (lambda: b''.join(texel(x) for x in range(width))) if texel else (
        lambda: bytes(rng.randrange(256) for _ in range(width * 4)))
    rows = b''.join(b'\0' + row() for _ in range(height))

    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data))

    header = struct.pack('>IIBBBBB', width, height, 8, 6, 0, 0, 0)
    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(rows)) +
                chunk(b'IEND', b''))
BINDINGS = ['--binding', '0:0=u32:64,1073741824:16', '--binding', '0:1=f32:1,2,3:256', '--binding',
            '0:2=f32:4,5,6:256', '--binding', '0:3=zeros:256']


def run(wgx, *args):
    return subprocess.run([wgx, 'run', *args], capture_output=True, text=True, timeout=120)


def main():
    wgx = sys.argv[1]
    failures = []
    dump = run(wgx, SAXPY, *BINDINGS, '--dump-cuda', '--backend', 'interp')
    if dump.returncode != 0 or 'extern "C" __global__' not in dump.stdout or 'wgx_workgroup' not in dump.stdout:
        failures.append(f'--dump-cuda printed no kernel (exit {dump.returncode}): {dump.stderr[:300]}')
    tex = run(wgx, TEXTURE, '--dump-cuda', '--dispatch', '0')
    if 'wgx_texel_decode' not in tex.stdout or 'wgx_workgroup' not in tex.stdout:
        failures.append('--dump-cuda of a texture shader printed no kernel with the texel rules: ' + tex.stdout[:300])
    refused = run(wgx, REFUSED, '--dump-cuda', '--dispatch', '0')
    if '// not supported by the CUDA backend: the texture builtin textureSampleCompareLevel' not in refused.stdout:
        failures.append('--dump-cuda of a depth comparison does not name the builtin: ' + refused.stdout[:300])
    cuda = run(wgx, SAXPY, *BINDINGS, '--backend', 'cuda')
    if cuda.returncode == 0:
        interp = run(wgx, SAXPY, *BINDINGS, '--backend', 'interp')
        if cuda.stdout != interp.stdout:
            failures.append('cuda and interp print different outputs')
        timed = run(wgx, SAXPY, *BINDINGS, '--backend', 'cuda', '--time', '3')
        if 'device time per dispatch: median' not in timed.stderr:
            failures.append('--time on cuda prints no device time: ' + timed.stderr[:300])
        with tempfile.TemporaryDirectory() as tmp:
            png = os.path.join(tmp, 'in.png')
            write_png(png, 40, 24, 7)
            bindings = ['--dispatch', '3,2', '--texture', '0:0=png:' + png, '--texture', '0:1=40x24']
            blur = run(wgx, BLUR, *bindings, '--backend', 'cuda')
            blur_cpu = run(wgx, BLUR, *bindings, '--backend', 'interp')
        if blur.returncode != 0 or blur.stdout != blur_cpu.stdout:
            failures.append(f'a texture shader on cuda (exit {blur.returncode}) prints other output than interp: '
                            + blur.stderr[:300])
            # Every sRGB value decoded (CUDA's double pow against the CPU's): a 256x1 rgba8unorm-srgb
            # texture whose texel i is (i, 255 - i, i, i), loaded into a buffer.
            srgb = os.path.join(tmp, 'srgb.png')
            write_png(srgb, 256, 1, 0, lambda i: bytes([i, 255 - i, i, i]))
            shader = os.path.join(tmp, 'srgb.wgsl')
            with open(shader, 'w') as f:
                f.write(SRGB_SHADER)
            bindings = ['--texture', '0:0=png:' + srgb + ':rgba8unorm-srgb', '--binding', '0:1=zeros:4096']
            words = [os.path.join(tmp, name + '.json') for name in ('cuda', 'interp')]
            decoded = run(wgx, shader, *bindings, '--backend', 'cuda', '--output', words[0])
            run(wgx, shader, *bindings, '--backend', 'interp', '--output', words[1])
            if decoded.returncode != 0 or open(words[0]).read() != open(words[1]).read():
                failures.append(f'sRGB decoding on cuda (exit {decoded.returncode}) differs from interp: '
                                + decoded.stderr[:300])
        print('a GPU is here: ran on it')
    elif cuda.returncode != 1 or 'the CUDA backend cannot run this module: ' not in cuda.stderr:
        failures.append(f'--backend cuda without a GPU: exit {cuda.returncode}, {cuda.stderr[:300]}')
    else:
        print('no GPU here: ' + cuda.stderr.strip())
    for f in failures:
        print('FAIL: ' + f)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
