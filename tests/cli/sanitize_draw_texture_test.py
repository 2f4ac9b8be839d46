#!/usr/bin/env python3
"""The sanitizer on textures and draws from the command line: `wgx run --sanitize` on a storage
texture shader reports a texel write race between workgroups and an out-of-bounds textureStore,
and reports nothing once each workgroup writes texels of its own; `wgx draw --sanitize` reports
fragments racing on a plain storage counter by pixel (the same report on every run) and nothing
for the atomic counter, and draws the same picture as without --sanitize.

Usage: tests/cli/sanitize_draw_texture_test.py WGX_BINARY
"""
import os, subprocess, sys, tempfile

TEXELS = """@group(0) @binding(0) var img: texture_storage_2d<r32uint, write>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32, @builtin(workgroup_id) wg: vec3u) {
  textureStore(img, vec2(i, ROW), vec4u(wg.x + 1u));
}
"""

COUNTER = """@group(0) @binding(0) var<storage, read_write> counter: TYPE;
@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
  let p = array(vec2f(-1, -1), vec2f(3, -1), vec2f(-1, 3));
  return vec4f(p[i], 0, 1);
}
@fragment fn fs() -> @location(0) vec4f {
  COUNT;
  return vec4f(1, 0, 0, 1);
}
"""


def wgx_run(wgx, *args):
    return subprocess.run([wgx, *args], capture_output=True, text=True, timeout=120)


def write(path, text):
    with open(path, 'w') as f:
        f.write(text)
    return path


def check_run(wgx, tmp):
    racy = write(os.path.join(tmp, 'texels.wgsl'), TEXELS.replace('ROW', '0u'))
    args = ['run', racy, '--texture', '0:0=4x2:r32uint', '--dispatch', '2']
    plain = wgx_run(wgx, *args)
    assert plain.returncode == 0, plain.stderr
    sanitized = wgx_run(wgx, *args, '--sanitize')
    assert sanitized.returncode == 1, (sanitized.returncode, sanitized.stderr)
    assert sanitized.stdout == plain.stdout, 'the sanitizer changed the texels'
    assert "texels.wgsl:4:3 error: data race on texel (0,0) of 'img' (storage texture @group(0) @binding(0)): " \
           "written by local_invocation_id (0,0,0) of workgroup (0,0,0), written by local_invocation_id (0,0,0) " \
           "of workgroup (1,0,0)" in sanitized.stderr, sanitized.stderr

    own = write(os.path.join(tmp, 'own.wgsl'), TEXELS.replace('ROW', 'wg.x'))
    clean = wgx_run(wgx, 'run', own, '--texture', '0:0=4x2:r32uint', '--dispatch', '2', '--sanitize')
    assert clean.returncode == 0 and clean.stderr == '', clean.stderr

    past = wgx_run(wgx, 'run', own, '--texture', '0:0=4x2:r32uint', '--dispatch', '3', '--sanitize')
    assert past.returncode == 1, past.stderr
    assert "error: out-of-bounds texel write: texel (0,2), 'img' has 4x2 texels " \
           "(local_invocation_id (0,0,0) of workgroup (2,0,0))" in past.stderr, past.stderr


def check_draw(wgx, tmp):
    racy = write(os.path.join(tmp, 'count.wgsl'),
                 COUNTER.replace('TYPE', 'u32').replace('COUNT', 'counter = counter + 1u'))
    png_plain, png_sanitized = os.path.join(tmp, 'plain.png'), os.path.join(tmp, 'sanitized.png')
    args = ['draw', racy, '--size', '4x4', '--binding', '0:0=zeros:4']
    plain = wgx_run(wgx, *args, '-o', png_plain)
    assert plain.returncode == 0 and plain.stderr == '', plain.stderr
    first = wgx_run(wgx, *args, '-o', png_sanitized, '--sanitize')
    assert first.returncode == 1, (first.returncode, first.stderr)
    assert "count.wgsl:7:3 error: data race on 'counter' (storage memory @group(0) @binding(0), bytes 0..3): " \
           "read by the fragment at pixel (" in first.stderr, first.stderr
    assert 'written by the fragment at pixel (3,0) of primitive 0 of instance 0' in first.stderr, first.stderr
    with open(png_plain, 'rb') as a, open(png_sanitized, 'rb') as b:
        assert a.read() == b.read(), 'the sanitized draw drew another picture'
    second = wgx_run(wgx, *args, '-o', png_sanitized, '--sanitize')
    assert second.stderr == first.stderr, 'the reports changed between runs'

    atomic = write(os.path.join(tmp, 'atomic.wgsl'),
                   COUNTER.replace('TYPE', 'atomic<u32>').replace('COUNT', 'atomicAdd(&counter, 1u)'))
    clean = wgx_run(wgx, 'draw', atomic, '--size', '4x4', '--binding', '0:0=zeros:4', '-o', png_sanitized,
                    '--sanitize')
    assert clean.returncode == 0 and clean.stderr == '', clean.stderr

    bad = wgx_run(wgx, *args, '-o', png_sanitized, '--sanitize=races,colours')
    assert bad.returncode == 2 and 'colours' in bad.stderr, bad.stderr


def main():
    wgx = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        check_run(wgx, tmp)
        check_draw(wgx, tmp)
    print('ok')


if __name__ == '__main__':
    main()
