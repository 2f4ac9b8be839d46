#!/usr/bin/env python3
"""`wgx run examples/mandelbrot.wgsl` (no flags: its `// wgx-run:` header asks for the image)
writes mandelbrot.png into the current folder: a valid PNG (signature, chunk order, every CRC,
the zlib stream, each row's filter undone as the PNG specification defines it), 128x128 RGB, whose pixels follow the escape counts:
the set's inside (the largest count) black, the smallest count the palette's first colour.

Usage: tests/cli/png_example_test.py WGX_BINARY
"""
import json, os, struct, subprocess, sys, tempfile, zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def chunks(png):
    assert png[:8] == b'\x89PNG\r\n\x1a\n', 'bad signature'
    at, out = 8, []
    while at < len(png):
        length, kind = struct.unpack('>I4s', png[at:at + 8])
        data = png[at + 8:at + 8 + length]
        crc, = struct.unpack('>I', png[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + data), f'bad CRC in {kind}'
        out.append((kind.decode(), data))
        at += 12 + length
    return out


def unfilter(raw, width, height, bpp):
    """The rows of a PNG's inflated stream with their filters (none, sub, up, average, Paeth) undone."""
    stride, rows, prev = bpp * width, [], bytearray(bpp * width)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        assert kind <= 4, f'filter type {kind}'
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return rows


def main():
    wgx = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        r = subprocess.run([wgx, 'run', os.path.join(ROOT, 'examples', 'mandelbrot.wgsl')], cwd=tmp,
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        assert 'written to mandelbrot.png' in r.stdout, r.stdout
        png = open(os.path.join(tmp, 'mandelbrot.png'), 'rb').read()
    parts = chunks(png)
    kinds = [k for k, _ in parts]
    assert kinds[0] == 'IHDR' and kinds[-1] == 'IEND' and 'IDAT' in kinds, kinds
    width, height, depth, colour, *_ = struct.unpack('>IIBBBBB', parts[0][1])
    assert (width, height, depth, colour) == (128, 128, 8, 2), (width, height, depth, colour)
    raw = zlib.decompress(b''.join(data for kind, data in parts if kind == 'IDAT'))
    assert len(raw) == height * (1 + 3 * width)
    rows = unfilter(raw, width, height, 3)
    pixels = [tuple(row[3 * x:3 + 3 * x]) for row in rows for x in range(width)]
    expected = json.load(open(os.path.join(ROOT, 'tests', 'golden', 'exec', 'example_mandelbrot.expected.json')))
    counts = struct.unpack(f'<{width * height}I', bytes.fromhex(expected['bindings'][0]['hex']))
    most, least = max(counts), min(counts)
    for count, pixel in zip(counts, pixels):
        if count == most:
            assert pixel == (0, 0, 0), pixel
        if count == least:
            assert pixel == (0, 7, 100), pixel
    assert len(set(pixels)) > 20, 'too few colours'
    print(f'mandelbrot.png: {len(png)} bytes, {width}x{height}, {len(set(pixels))} colours: ok')
    return 0


if __name__ == '__main__':
    sys.exit(main())
