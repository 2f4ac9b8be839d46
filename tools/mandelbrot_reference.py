#!/usr/bin/env python3
"""Writes tests/golden/exec/example_mandelbrot.expected.json: examples/mandelbrot.wgsl with the
settings of example_mandelbrot.job.json, computed here in IEEE f32 with every operation rounded
on its own (no fused multiply-add), as WGSL's +, -, * and / are specified.

Dawn on llvmpipe contracts z.x * z.x - z.y * z.y + c.x into fused multiply-adds (an
implementation may do so), so at pixels on the set's boundary, where the escape time is chaotic,
its counts differ from the separately rounded ones (see the recorded example_mandelbrot.dawn.json).

Usage: tools/mandelbrot_reference.py
"""
import json, os, struct

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STEM = os.path.join(ROOT, 'tests', 'golden', 'exec', 'example_mandelbrot')
MAX_ITER = 256


def f32(x):
    return struct.unpack('f', struct.pack('f', x))[0]


def escape_time(x, y, width, height):
    cx = f32(f32(f32(f32(x) / f32(width)) * 3.0) - 2.25)
    cy = f32(f32(f32(f32(y) / f32(height)) * 3.0) - 1.5)
    zx = zy = 0.0
    n = 0
    while n < MAX_ITER and f32(f32(zx * zx) + f32(zy * zy)) <= 4.0:
        zx, zy = f32(f32(f32(zx * zx) - f32(zy * zy)) + cx), f32(f32(f32(2.0 * zx) * zy) + cy)
        n += 1
    return n


def main():
    job = json.load(open(STEM + '.job.json'))
    width, height = job['constants']['WIDTH'], job['constants']['HEIGHT']
    words = [escape_time(x, y, width, height) for y in range(height) for x in range(width)]
    data = b''.join(struct.pack('<I', w) for w in words).ljust(job['bindings'][0]['size'], b'\0')
    dawn = json.load(open(STEM + '.dawn.json'))['bindings'][0]['hex']
    differ = sum(1 for i in range(0, len(data) * 2, 8) if dawn[i:i + 8] != data.hex()[i:i + 8])
    why = (f"Dawn on llvmpipe contracts z.x * z.x - z.y * z.y + c.x into fused multiply-adds, which WGSL allows; "
           f"{differ} of {width * height} pixels, all on the set's boundary where the escape time is chaotic, then "
           f"escape at another iteration (see example_mandelbrot.dawn.json). These bytes round every f32 operation "
           f"on its own, computed by tools/mandelbrot_reference.py.")
    with open(STEM + '.expected.json', 'w') as f:
        json.dump({'why': why, 'bindings': [{'group': 0, 'binding': 0, 'hex': data.hex()}]}, f, indent=1)
        f.write('\n')
    print(why)


if __name__ == '__main__':
    main()
