#!/usr/bin/env python3
"""`wgx draw`: the seed page's render pass from the command line (examples/smoothing_view.wgsl,
draw(4, 128) as a triangle strip into a 600x360 bgra8unorm target cleared to the page's colour,
its storage buffer the smoothed values Dawn computed, tests/golden/render/seed_page.job.json)
must give Dawn's picture (seed_page.dawn.png, compared by tests/raster/compare_png.py: only
pixels on the picture's edges may differ); and bad options exit 2 with a message naming them.

Usage: tests/cli/draw_test.py WGX_BINARY
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOLDEN = os.path.join(ROOT, "tests", "golden", "render")


def main():
    wgx = os.path.abspath(sys.argv[1])
    job = json.load(open(os.path.join(GOLDEN, "seed_page.job.json")))
    data = bytes.fromhex(job["bindings"][0]["init"]["hex"])
    with tempfile.TemporaryDirectory() as tmp:
        data_path, png = os.path.join(tmp, "data.bin"), os.path.join(tmp, "seed.png")
        open(data_path, "wb").write(data)
        args = [wgx, "draw", os.path.join(ROOT, "examples", "smoothing_view.wgsl"), "-o", png, "--vertices", "4",
                "--instances", "128", "--topology", "triangle-strip", "--size", "600x360", "--format", "bgra8unorm",
                "--clear", "0.97,0.96,0.93,1", "--binding", f"0:0=file:{data_path}:512"]
        r = subprocess.run(args, capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        compare = [sys.executable, os.path.join(ROOT, "tests", "raster", "compare_png.py"), png,
                   os.path.join(GOLDEN, "seed_page.dawn.png"), "--max-edge-pixels", "64"]
        c = subprocess.run(compare, capture_output=True, text=True)
        print(c.stdout, end="")
        assert c.returncode == 0, "the picture differs from Dawn's"
        for bad, says in [(["--size", "0x4"], "--size"), (["--topology", "quads"], "--topology"),
                          (["--format", "r32float"], "--format"), (["--clear", "1,2"], "--clear")]:
            r = subprocess.run(args + bad, capture_output=True, text=True)
            assert r.returncode == 2 and says in r.stderr, (bad, r.returncode, r.stderr)
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
