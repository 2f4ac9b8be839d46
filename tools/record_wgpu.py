#!/usr/bin/env python3
"""Records wgpu's output beside the texture and render goldens: for each NAME.job.json (the Dawn
oracle's job format), runs it on wgpu + Naga on lavapipe through Deno (tools/wgpu_run.mjs,
tools/wgpu_oracle.py) and writes NAME.wgpu.json, the same fields as NAME.dawn.json. The goldens'
tests compare wgx with both answers.

Usage: tools/record_wgpu.py [JOB.job.json ...]
  (default: every job in tests/golden/exec_textures and tests/golden/render)

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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDERS = [os.path.join(ROOT, 'tests', 'golden', name) for name in ('exec_textures', 'render')]
SEED_PAGE = os.path.join(ROOT, 'tests', 'golden', 'render', 'seed_page.job.json')


def write_json(path, value):
    with open(path, 'w') as f:
        json.dump(value, f, indent=1)
        f.write('\n')


def run_seed_page(job):
    """The seed page's two passes on wgpu: the smoothing dispatch, then the render pass over its
    output. Returns the render answer (the picture goes to seed_page.wgpu.png)."""
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
        return wgpu_oracle.run(f.name, png=job.replace('.job.json', '.wgpu.png'))
    finally:
        os.unlink(f.name)


def record(job, excluded):
    """Runs one job and writes its answer; returns an error message, or None."""
    name = os.path.basename(job)[:-len('.job.json')]
    seed_page = os.path.abspath(job) == SEED_PAGE
    out = run_seed_page(job) if seed_page else wgpu_oracle.run(job)
    if 'error' in out:
        if name in excluded:
            said = ' '.join(out['error'].split())[:200]
            print(f'{name}: not recorded ({excluded[name]}); wgpu says: {said}')
            return None
        return f'{name}: wgpu error: {out["error"]}'
    if name in excluded:
        return f'{name}: runs on wgpu now: remove it from wgpu_exclusions.json'
    if not seed_page:
        write_json(job.replace('.job.json', '.wgpu.json'), out)
    print(f'recorded {name}')
    return None


def main():
    if not wgpu_oracle.installed():
        print('the wgpu oracle is not installed (scripts/setup.sh --oracle: Deno and Mesa lavapipe)', file=sys.stderr)
        return 2
    jobs = sys.argv[1:] or sorted(j for folder in FOLDERS for j in glob.glob(os.path.join(folder, '*.job.json')))
    failures = []
    for job in jobs:
        excluded = exec_oracles.load_exclusions(os.path.join(os.path.dirname(job), 'wgpu_exclusions.json'))
        error = record(job, excluded)
        if error:
            failures.append(error)
            print(error, file=sys.stderr)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
