#!/usr/bin/env python3
"""`wgx run --texture/--sampler`: textures and samplers from the command line.

The 3x3 box blur of examples/textures/box_blur.wgsl (textureLoad, textureStore) over a PNG this
test writes (8x8 RGBA, with zlib, no libspng), checked against the same blur computed here in f32-rounded arithmetic (each output
byte within 1 of it: the shader's sum order may round a tie the other way); a bilinear sample
between four texels (textureSampleLevel with a linear sampler) is their mean; a mip chain from a
PNG (levels=2) holds the 2x2 box filter of level 0; integer textures take the PNG's bytes as
numbers; 3D, array and cube textures take their sizes; comparison samplers compare (less by
default); every misuse is an error naming the binding and exits 2.

Usage: tests/cli/texture_run_test.py WGX_BINARY
"""
import os, re, struct, subprocess, sys, tempfile, zlib


def png(path, width, height, rgba):
    """An 8-bit RGBA PNG, rows unfiltered."""
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data))
    raw = b''.join(b'\0' + bytes(rgba[y * width * 4:(y + 1) * width * 4]) for y in range(height))
    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 6, 0, 0, 0)) +
                chunk(b'IDAT', zlib.compress(raw)) + chunk(b'IEND', b''))


def run(wgx, cwd, *args, status=0):
    r = subprocess.run([wgx, 'run', *args], cwd=cwd, capture_output=True, text=True)
    assert r.returncode == status, f'{args}: exit {r.returncode}, expected {status}\n{r.stdout}\n{r.stderr}'
    return r.stdout + r.stderr


def texels(out, name):
    """name[x, y(, i)] = vec4<...>(a, b, c, d) lines as {(x, y, ...): (a, b, c, d)}."""
    found = {}
    for m in re.finditer(rf'{name}\[([\d, ]+)\] = vec4<\w+>\(([^)]*)\)', out):
        found[tuple(int(v) for v in m.group(1).split(', '))] = tuple(float(v) for v in m.group(2).split(', '))
    return found


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The example (examples/textures/box_blur.wgsl): a 3x3 box blur, textureLoad into textureStore.
BLUR = open(os.path.join(ROOT, 'examples', 'textures', 'box_blur.wgsl')).read()

SAMPLE = '''@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@group(0) @binding(2) var<storage, read_write> out: array<vec4f, 2>;
@compute @workgroup_size(1) fn main() {
  out[0] = textureSampleLevel(t, s, vec2f(0.5, 0.5), 0.0);   // between the four middle texels of 4x4
  out[1] = vec4f(f32(textureNumLevels(t)), textureLoad(t, vec2u(0, 0), 1).rgb);
}
'''

INTS = '''@group(0) @binding(0) var t: texture_2d<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<vec4u, 1>;
@compute @workgroup_size(1) fn main() { out[0] = textureLoad(t, vec2u(1, 0), 0); }
'''

SHAPES = '''@group(0) @binding(0) var a: texture_3d<f32>;
@group(0) @binding(1) var b: texture_2d_array<f32>;
@group(0) @binding(2) var c: texture_cube<f32>;
@group(0) @binding(3) var<storage, read_write> out: array<u32, 5>;
@compute @workgroup_size(1) fn main() {
  out[0] = textureDimensions(a).z; out[1] = textureNumLayers(b); out[2] = textureDimensions(c).x;
  out[3] = u32(textureLoad(a, vec3u(0, 0, 2), 0).r * 255); out[4] = textureNumLevels(b);
}
'''

# A comparison sampler: less by default, or the function compare=FN names; the depth texture
# (depth32float, zeroed unless filled) against 0.5 and -0.5.
COMPARE = '''@group(0) @binding(0) var t: texture_depth_2d;
@group(0) @binding(1) var s: sampler_comparison;
@group(0) @binding(2) var<storage, read_write> out: array<f32, 2>;
@compute @workgroup_size(1) fn main() {
  out[0] = textureSampleCompareLevel(t, s, vec2f(0.5), 0.5);
  out[1] = textureSampleCompareLevel(t, s, vec2f(0.5), -0.5);
}
'''


def main():
    wgx = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in (('blur.wgsl', BLUR), ('sample.wgsl', SAMPLE), ('ints.wgsl', INTS), ('shapes.wgsl', SHAPES),
                           ('compare.wgsl', COMPARE)):
            open(os.path.join(tmp, name), 'w').write(text)
        pixels = [(x * 37 + y * 11 + c * 53) % 256 for y in range(8) for x in range(8) for c in range(4)]
        png(os.path.join(tmp, 'in.png'), 8, 8, pixels)

        # The blur against the same arithmetic here.
        out = texels(run(wgx, tmp, 'blur.wgsl', '--texture', '0:0=png:in.png', '--texture', '0:1=8x8'), 'dst')
        assert len(out) == 64, out
        exact = 0
        for y in range(8):
            for x in range(8):
                for c in range(4):
                    total = sum(pixels[(min(max(y + dy, 0), 7) * 8 + min(max(x + dx, 0), 7)) * 4 + c] / 255
                                for dy in (-1, 0, 1) for dx in (-1, 0, 1))
                    want = round(total / 9 * 255)
                    got = round(out[(x, y)][c] * 255)
                    assert abs(got - want) <= 1, f'dst[{x}, {y}].{c} = {got}, expected {want}'
                    exact += got == want
        assert exact >= 250, f'only {exact} of 256 channels exact'

        # The written texture as a PNG.
        run(wgx, tmp, 'blur.wgsl', '--texture', '0:0=png:in.png', '--texture', '0:1=8x8', '--png', '0:1=blur.png')
        assert open(os.path.join(tmp, 'blur.png'), 'rb').read(8) == b'\x89PNG\r\n\x1a\n'

        # Bilinear sampling between four texels, and a box-filtered second level.
        grays = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160]
        png(os.path.join(tmp, 'gray.png'), 4, 4, [v for g in grays for v in (g, g, g, 255)])
        text = run(wgx, tmp, 'sample.wgsl', '--texture', '0:0=png:gray.png:levels=2', '--sampler', '0:1=linear')
        values = [float(v) for v in re.findall(r'out\[\d\] = vec4<f32>\(([^)]*)\)', text)[0].split(', ')]
        mean = (60 + 70 + 100 + 110) / 4 / 255
        assert abs(values[0] - mean) < 1e-3, (values, mean)
        levels = [float(v) for v in re.findall(r'out\[\d\] = vec4<f32>\(([^)]*)\)', text)[1].split(', ')]
        assert levels[0] == 2 and abs(levels[1] - round((10 + 20 + 50 + 60) / 4) / 255) < 1e-3, levels

        # Integer textures take the bytes as numbers.
        text = run(wgx, tmp, 'ints.wgsl', '--texture', '0:0=png:in.png')
        assert 'out[0] = vec4<u32>(37, 90, 143, 196)' in text, text

        # 3D, array and cube shapes.
        text = run(wgx, tmp, 'shapes.wgsl', '--texture', '0:0=4x4x3:r8unorm:fill=0.2', '--texture', '0:1=2x2x5:levels=2',
                   '--texture', '0:2=8x8')
        assert re.search(r'out\[0\] = 3\b', text) and re.search(r'out\[1\] = 5\b', text), text
        assert re.search(r'out\[2\] = 8\b', text) and re.search(r'out\[3\] = 51\b', text), text
        assert re.search(r'out\[4\] = 2\b', text), text

        # Comparison samplers: less by default (0.5 < 0 fails, -0.5 < 0 passes), or compare=FN.
        text = run(wgx, tmp, 'compare.wgsl', '--texture', '0:0=2x2')
        assert re.search(r'out\[0\] = 0\b', text) and re.search(r'out\[1\] = 1\b', text), text
        text = run(wgx, tmp, 'compare.wgsl', '--texture', '0:0=2x2', '--sampler', '0:1=linear,compare=greater-equal')
        assert re.search(r'out\[0\] = 1\b', text) and re.search(r'out\[1\] = 0\b', text), text

        # Misuse: each an error naming what is wrong, exit status 2.
        for args, words in (
                (['blur.wgsl', '--texture', '0:0=8x8'], "uses texture 'dst'"),
                (['blur.wgsl', '--texture', '0:0=png:missing.png', '--texture', '0:1=8x8'], "cannot read 'missing.png'"),
                (['blur.wgsl', '--texture', '0:0=8x8', '--texture', '0:1=8x8:rgba8uint'], 'has the format its type names'),
                (['blur.wgsl', '--texture', '0:0=8x8', '--texture', '0:1=8x8', '--texture', '0:5=8x8'], 'names no texture'),
                (['blur.wgsl', '--texture', '0:0=8x8', '--texture', '0:1=8x8', '--png', '0:7=x.png'], 'names no texture'),
                (['blur.wgsl', '--texture', '0:0=8x8:nosuchformat', '--texture', '0:1=8x8'], 'is not a texture format'),
                (['blur.wgsl', '--texture', '0:0=0x8', '--texture', '0:1=8x8'], 'sizes 1 to 16384'),
                (['blur.wgsl', '--texture', '0:0=8x8:levels=9', '--texture', '0:1=8x8'], 'mip levels'),
                (['shapes.wgsl', '--texture', '0:0=4x4x3', '--texture', '0:1=2x2', '--texture', '0:2=8x4'], 'cube texture is square'),
                (['sample.wgsl', '--texture', '0:0=4x4', '--sampler', '0:1=bilinear'], 'invalid --sampler'),
                (['sample.wgsl', '--texture', '0:0=4x4', '--sampler', '0:1=linear,compare=less'], 'not a sampler_comparison'),
                (['compare.wgsl', '--texture', '0:0=4x4', '--sampler', '0:1=nearest,compare=often'], 'invalid --sampler')):
            text = run(wgx, tmp, *args, status=2)
            assert words in text, f'{args}: {text}'
    print('texture_run_test: blur, bilinear sampling, mip levels, integer and shaped textures, comparison samplers, '
          'and 12 misuses: ok')
    return 0


if __name__ == '__main__':
    sys.exit(main())
