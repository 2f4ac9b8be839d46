#!/usr/bin/env python3
"""Records wgpu's output beside the texture and render goldens: for each NAME.job.json (the Dawn
oracle's job format), runs it on wgpu + Naga on lavapipe through Deno (tools/wgpu_run.mjs,
tools/wgpu_oracle.py) and writes NAME.wgpu.json, the same fields as NAME.dawn.json. The goldens'
tests compare wgx with both answers.

Usage: tools/record_wgpu.py [--check] [JOB.job.json ...]
  (default: every job in tests/golden/exec_textures and tests/golden/render)
  --check: write nothing; fail where live wgpu's answer differs from the recorded one (the ctest
  oracle.record_wgpu: a stale recording, or a change of the runner). Without Deno or lavapipe it
  exits 77 (skipped), or 1 under WGX_REQUIRE_ORACLES=1.

A job wgpu cannot run must be listed, with the reason, in its folder's wgpu_exclusions.json
({"exclusions": [{"reason", "cases"}]}, as tests/golden/exec's); its error is then printed and no
answer written. An unlisted failure, or a listed case that runs, fails the recording.

The seed page (tests/golden/render/seed_page.job.json) is its page's render pass, reading the
smoothed values of the compute pass (seed_page_smoothing.job.json): wgpu runs that pass first and
its values are drawn, so that both passes are wgpu's; the picture is written as
seed_page.wgpu.png (the job's answer, like Dawn's, is the PNG only).
"""
import glob, json, os, sys, tempfile

import exec_oracles
import wgpu_oracle

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'tests', 'raster'))
from compare_png import read_png  # noqa: E402  (the seed page's pictures, compared as pixels)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDERS = [os.path.join(ROOT, 'tests', 'golden', name) for name in ('exec_textures', 'render')]
SEED_PAGE = os.path.join(ROOT, 'tests', 'golden', 'render', 'seed_page.job.json')


def write_json(path, value):
    with open(path, 'w') as f:
        json.dump(value, f, indent=1)
        f.write('\n')


def run_seed_page(job, png):
    """The seed page's two passes on wgpu: the smoothing dispatch, then the render pass over its
    output. Returns the render answer; the picture goes to `png`."""
    smoothing = wgpu_oracle.run(job.replace('seed_page.job.json', 'seed_page_smoothing.job.json'))
    if 'error' in smoothing:
        return smoothing
    render = json.load(open(job))
    smoothed = next(b['hex'] for b in smoothing['bindings'] if (b['group'], b['binding']) == (0, 0))
    render['bindings'][0]['init'] = {'hex': smoothed}
    render['shader'] = os.path.join(os.path.dirname(os.path.abspath(job)), render['shader'])
    with tempfile.NamedTemporaryFile('w', suffix='.job.json', delete=False) as f:
        json.dump(render, f)
    try:
        return wgpu_oracle.run(f.name, png=png)
    finally:
        os.unlink(f.name)


def same_as_recorded(job, out, png, seed_page):
    """Whether live wgpu's answer (or the seed page's picture) equals the recorded one."""
    if seed_page:
        recorded = job.replace('.job.json', '.wgpu.png')
        return os.path.exists(recorded) and read_png(recorded) == read_png(png)
    recorded = job.replace('.job.json', '.wgpu.json')
    return os.path.exists(recorded) and json.load(open(recorded)) == out


def record(job, excluded, check):
    """Runs one job and writes its answer (or, with `check`, compares it with the recorded one);
    returns an error message, or None."""
    name = os.path.basename(job)[:-len('.job.json')]
    seed_page = os.path.abspath(job) == SEED_PAGE
    with tempfile.TemporaryDirectory(prefix='wgx-record-') as scratch:
        png = os.path.join(scratch, 'seed_page.png') if check else job.replace('.job.json', '.wgpu.png')
        out = run_seed_page(job, png) if seed_page else wgpu_oracle.run(job)
        if check and 'error' not in out and name not in excluded:
            same = same_as_recorded(job, out, png, seed_page)
            return None if same else f'{name}: live wgpu differs from the recorded answer'
    return write_answer(job, name, out, excluded, seed_page, check)


def write_answer(job, name, out, excluded, seed_page, check):
    """Reports an excluded or failing job, else writes the answer (not in check mode)."""
    if 'error' in out:
        if name in excluded:
            said = ' '.join(out['error'].split())[:200]
            print(f'{name}: not recorded ({excluded[name]}); wgpu says: {said}')
            return None
        return f'{name}: wgpu error: {out["error"]}'
    if name in excluded:
        return f'{name}: runs on wgpu now: remove it from wgpu_exclusions.json'
    if not seed_page and not check:
        write_json(job.replace('.job.json', '.wgpu.json'), out)
    print(f'recorded {name}')
    return None


def main():
    args = sys.argv[1:]
    check = '--check' in args
    args = [a for a in args if a != '--check']
    if not wgpu_oracle.installed():
        print('the wgpu oracle is not installed (scripts/setup.sh --oracle: Deno and Mesa lavapipe)', file=sys.stderr)
        return 1 if os.environ.get('WGX_REQUIRE_ORACLES') == '1' or not check else 77
    jobs = args or sorted(j for folder in FOLDERS for j in glob.glob(os.path.join(folder, '*.job.json')))
    failures = []
    for job in jobs:
        if not job.endswith('.job.json'):
            failures.append(f'{job}: not a job file (NAME.job.json)')
            print(failures[-1], file=sys.stderr)
            continue
        excluded = exec_oracles.load_exclusions(os.path.join(os.path.dirname(job), 'wgpu_exclusions.json'))
        error = record(job, excluded, check)
        if error:
            failures.append(error)
            print(error, file=sys.stderr)
    if check:
        print(f'{len(jobs)} jobs, {len(failures)} differ from or fail against their recorded wgpu answers')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
