#!/usr/bin/env python3
"""A soak test of `wgx test` (not part of CI's time; figures in docs/limits.md): a folder of N test
scripts (copies of the example scripts, tests/scripts/examples, with their shaders beside them) is
run in one `wgx test` process, for N = 250 and N = 1000 (or --count). Every script must pass, and
the peak resident memory of the larger run must stay within 10 % of the smaller one's: what one
script takes is given back before the next.

Usage: tools/soak_scripts.py WGX_BINARY [--count N]
"""
import argparse, os, re, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def make_folder(folder, count):
    examples = os.path.join(ROOT, 'tests', 'scripts', 'examples')
    scripts = sorted(f for f in os.listdir(examples) if f.endswith('.wgxtest'))
    os.makedirs(folder)
    for name in os.listdir(os.path.join(ROOT, 'examples')):
        if name.endswith('.wgsl'):
            shutil.copy(os.path.join(ROOT, 'examples', name), folder)
    for i in range(count):
        text = open(os.path.join(examples, scripts[i % len(scripts)])).read()
        text = re.sub(r'FILE \S*/examples/', 'FILE ', text)
        open(os.path.join(folder, f'{i:05d}_{scripts[i % len(scripts)]}'), 'w').write(text)


def run(wgx, folder):
    """(exit status, the summary line, peak RSS in KiB) of `wgx test FOLDER`."""
    r = subprocess.run(['/usr/bin/time', '-f', 'maxrss %M', wgx, 'test', folder], capture_output=True, text=True)
    peak = int(re.search(r'maxrss (\d+)', r.stderr).group(1))
    summary = [line for line in r.stdout.splitlines() if 'passed' in line][-1:] or ['(no summary)']
    return r.returncode, summary[0], peak


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('wgx')
    parser.add_argument('--count', type=int, default=1000)
    args = parser.parse_args()
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for count in (args.count // 4, args.count):
            folder = os.path.join(tmp, str(count))
            make_folder(folder, count)
            status, summary, peak = run(os.path.abspath(args.wgx), folder)
            print(f'{count} scripts: {summary}; peak RSS {peak / 1024:.1f} MiB')
            if status != 0:
                print(f'soak_scripts: wgx test failed on {count} scripts')
                return 1
            results.append(peak)
    growth = results[1] / results[0] - 1
    print(f'soak_scripts: peak RSS {results[0] / 1024:.1f} -> {results[1] / 1024:.1f} MiB ({growth * 100:.1f} %): '
          + ('flat' if growth <= 0.1 else 'GROWS'))
    return 0 if growth <= 0.1 else 1


if __name__ == '__main__':
    sys.exit(main())
