#!/usr/bin/env python3
"""Compares two 8-bit PNG pictures pixel by pixel, for the render goldens: a picture wgx drew and
the one an oracle (Dawn, wgpu) drew of the same passes (tests/golden/render/README.md).

Usage: compare_png.py [--program PROGRAM] ACTUAL.png EXPECTED.png [--max-edge-pixels N]
                      [--channel-steps S]
  --program: first run `PROGRAM ACTUAL.png` (the program that draws the picture); its failure fails.

A pixel may differ only where WebGPU's rasterization rules leave the result open: on a
primitive's edge, where a pixel centre lies within the sub-pixel precision of the edge and
implementations may snap vertices differently. So every differing pixel must have a neighbour
(of its 8) that differs from it in the expected picture (it lies on an edge there), and at most N
pixels (default 0) may differ at all. With --channel-steps S, a pixel whose every channel is
within S of the expected one does not count as differing (interpolation precision is the
implementation's: the render goldens allow 1). Prints the counts and the largest channel
difference.
"""
import struct
import subprocess
import sys
import zlib


def read_png(path):
    """(width, height, channels, rows) of an 8-bit, non-interlaced grayscale, RGB or RGBA PNG."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG file")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, color, _, _, interlace = header
    channels = {0: 1, 2: 3, 6: 4}.get(color)
    if depth != 8 or channels is None or interlace:
        sys.exit(f"{path}: only 8-bit non-interlaced gray, RGB or RGBA PNGs are read")
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, channels, rows


def rgba(picture, x, y):
    _, _, channels, rows = picture
    px = rows[y][x * channels:(x + 1) * channels]
    return tuple(px) if channels == 4 else tuple(px) + (255,) if channels == 3 else (px[0],) * 3 + (255,)


def take_option(args, name, default):
    """The value of `name VALUE` in args (removed from them), else default."""
    if name not in args:
        return default
    i = args.index(name)
    value = args[i + 1]
    del args[i:i + 2]
    return value


def main():
    args = sys.argv[1:]
    max_pixels = int(take_option(args, "--max-edge-pixels", 0))
    steps = int(take_option(args, "--channel-steps", 0))
    if "--program" in args:
        i = args.index("--program")
        program = args[i + 1]
        del args[i:i + 2]
        if subprocess.run([program, args[0]]).returncode != 0:
            sys.exit(f"{program} failed")
    actual, expected = read_png(args[0]), read_png(args[1])
    if actual[:2] != expected[:2]:
        sys.exit(f"sizes differ: {actual[0]}x{actual[1]} and {expected[0]}x{expected[1]}")
    width, height = actual[:2]
    differing, rounded, inner, largest = 0, 0, [], 0
    for y in range(height):
        for x in range(width):
            a, e = rgba(actual, x, y), rgba(expected, x, y)
            if a == e:
                continue
            step = max(abs(p - q) for p, q in zip(a, e))
            largest = max(largest, step)
            if step <= steps:
                rounded += 1
                continue
            differing += 1
            on_edge = any(rgba(expected, nx, ny) != e for nx in range(max(0, x - 1), min(width, x + 2))
                          for ny in range(max(0, y - 1), min(height, y + 2)))
            if not on_edge:
                inner.append((x, y, a, e))
    print(f"{width}x{height}: {differing} pixels differ (largest channel difference {largest}), "
          f"{len(inner)} of them off the expected picture's edges; {rounded} within {steps} steps")
    for x, y, a, e in inner[:10]:
        print(f"  ({x}, {y}): {a} instead of {e}")
    return 0 if not inner and differing <= max_pixels else 1


if __name__ == "__main__":
    sys.exit(main())
