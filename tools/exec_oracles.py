"""The execution oracles tools/exec_differential.py can compare wgx with, one description each.

- dawn: Dawn on Mesa llvmpipe's OpenGL ES (../shared/oracles/dawn-run.mjs, tools/dawn_oracle.py).
  Its recorded answers are NAME.dawn.json; where NAME.expected.json exists, Dawn is known to be
  wrong and wgx is compared with that file instead. This backend runs in compatibility mode and
  is not a reference for every program: a generated program with barriers in nested control flow
  (tools/gen_exec_programs.py seed 93001, program 6) gets values there that Dawn on Vulkan, wgpu
  and both wgx executors agree are wrong.
- dawn-vulkan: Dawn's Vulkan backend on Mesa 25 lavapipe (../shared/oracles/setup-vulkan.sh), the
  full WebGPU of the oracles (f16, subgroups of 8). wgx is compared with it live on every case, the
  NAME.expected.json files included (they stand in for what the OpenGL ES backend gets wrong or
  cannot run), except the cases of tests/golden/exec/dawn_vulkan_exclusions.json.
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
DAWN_VULKAN_EXCLUSIONS = os.path.join(ROOT, 'tests', 'golden', 'exec', 'dawn_vulkan_exclusions.json')


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


class DawnVulkan(Dawn):
    name, side, recorded = 'Dawn on Vulkan', 'live Dawn-Vulkan', '.dawn-vulkan.json'
    missing = 'the Dawn-on-Vulkan oracle is not installed (bash ../shared/oracles/setup-vulkan.sh): skipped'
    trusts_expected = False

    def installed(self):
        return dawn_oracle.installed('vulkan')

    def run(self, job):
        return dawn_oracle.run(self.script, job, backend='vulkan')

    def exclusions(self):
        return load_exclusions(DAWN_VULKAN_EXCLUSIONS)


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


ORACLES = {'dawn': Dawn, 'dawn-vulkan': DawnVulkan, 'wgpu': Wgpu}
