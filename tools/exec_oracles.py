"""The execution oracles tools/exec_differential.py can compare wgx with, one description each.

- dawn: Dawn on Mesa llvmpipe's OpenGL ES (../shared/oracles/dawn-run.mjs, tools/dawn_oracle.py).
  Its recorded answers are NAME.dawn.json; where NAME.expected.json exists, Dawn is known to be
  wrong and wgx is compared with that file instead.
- wgpu: wgpu + Naga on Mesa lavapipe, through Deno (tools/wgpu_run.mjs, tools/wgpu_oracle.py).
  wgx is compared with live wgpu on every case, except the cases listed with a reason in
  tests/golden/exec/wgpu_exclusions.json (a Naga limitation, a Deno crash, lavapipe precision);
  its recorded answers, where kept, are NAME.wgpu.json. The texture and render goldens
  (tests/golden/exec_textures, tests/golden/render) keep wgpu's answer beside Dawn's for every
  job it runs (tools/record_wgpu.py; the others in their folder's wgpu_exclusions.json), and
  their tests compare wgx with both.
"""
import json, os

import dawn_oracle
import wgpu_oracle

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WGPU_EXCLUSIONS = os.path.join(ROOT, 'tests', 'golden', 'exec', 'wgpu_exclusions.json')


class Dawn:
    name, side, recorded = 'Dawn', 'live Dawn', '.dawn.json'
    missing = 'the Dawn oracle is not installed (bash ../shared/oracles/setup.sh): skipped'
    trusts_expected = True

    def __init__(self):
        self.script = None

    def installed(self):
        return dawn_oracle.installed()

    def prepare(self, scratch):
        self.script = dawn_oracle.script(scratch)

    def run(self, job):
        return dawn_oracle.run(self.script, job)

    def exclusions(self):
        return {}


class Wgpu:
    name, side, recorded = 'wgpu', 'live wgpu', '.wgpu.json'
    missing = 'the wgpu oracle is not installed (scripts/setup.sh --oracle: Deno and Mesa lavapipe): skipped'
    trusts_expected = False

    def installed(self):
        return wgpu_oracle.installed()

    def prepare(self, scratch):
        pass

    def run(self, job):
        return wgpu_oracle.run(job)

    def exclusions(self):
        return load_exclusions(WGPU_EXCLUSIONS)


def load_exclusions(path):
    """{case: reason} from a file {"exclusions": [{"reason": ..., "cases": [...]}]}."""
    if not os.path.exists(path):
        return {}
    out = {}
    for group in json.load(open(path))['exclusions']:
        for case in group['cases']:
            out[case] = group['reason']
    return out


ORACLES = {'dawn': Dawn, 'wgpu': Wgpu}
