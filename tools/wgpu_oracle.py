"""The wgpu oracle (tools/wgpu_run.mjs) as used by the execution tools.

wgpu_run.mjs runs a job (the Dawn oracle's format: a dispatch or a render pass, with buffers,
textures and samplers) on wgpu + Naga through Deno's WebGPU, on Mesa's lavapipe (Vulkan on the
CPU). Deno comes from npm (scripts/setup.sh --oracle installs it into $WGX_ORACLES/deno, default
~/.cache/wgx-oracles/deno); $WGX_DENO names another binary. `run(job)` returns the oracle's JSON
answer ({"bindings": [...], "textures": [...], "target": {...}} or {"error": ...}), through a
file, not a pipe, so a large answer is never cut.

The driver is the system's lavapipe (Debian's mesa-vulkan-drivers, Mesa 22.3 on bookworm),
chosen by VK_ICD_FILENAMES so that a shell set up for the Dawn oracle (setup-vulkan.sh points
VK_ICD_FILENAMES at its Mesa 25 lavapipe) records the same answers; $WGX_WGPU_ICD names another
ICD file. Deno's wgpu accepts both drivers; on the texture and render goldens they give the same
bytes except the seed page's picture (tests/golden/render/README.md).
"""
import glob, json, os, shutil, subprocess, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(ROOT, 'tools', 'wgpu_run.mjs')
LAVAPIPE_ICDS = ('/usr/share/vulkan/icd.d/lvp_icd.*.json', '/etc/vulkan/icd.d/lvp_icd.*.json')


def deno():
    """The Deno binary: $WGX_DENO, else the npm install under the oracles' folder, else PATH."""
    if os.environ.get('WGX_DENO'):
        return os.environ['WGX_DENO']
    oracles = os.environ.get('WGX_ORACLES') or os.path.expanduser('~/.cache/wgx-oracles')
    local = os.path.join(oracles, 'deno', 'node_modules', '.bin', 'deno')
    return local if os.access(local, os.X_OK) else shutil.which('deno')


def lavapipe():
    """Whether Mesa's lavapipe Vulkan driver (Debian's mesa-vulkan-drivers, or $WGX_WGPU_ICD) is there."""
    return icd() is not None and os.path.exists(icd())


def installed():
    """Whether Deno runs here and lavapipe is installed."""
    binary = deno()
    return binary is not None and shutil.which(binary) is not None and lavapipe()


def icd():
    """The Vulkan ICD file of the lavapipe wgpu runs on: $WGX_WGPU_ICD, else the system's."""
    if os.environ.get('WGX_WGPU_ICD'):
        return os.environ['WGX_WGPU_ICD']
    found = [path for pattern in LAVAPIPE_ICDS for path in sorted(glob.glob(pattern))]
    return found[0] if found else None


def environment():
    """Deno's WebGPU on Vulkan (lavapipe), never on its GL fallback."""
    env = dict(os.environ, DENO_WEBGPU_BACKEND='vulkan', DENO_NO_UPDATE_CHECK='1')
    env.setdefault('XDG_RUNTIME_DIR', tempfile.gettempdir())
    env.pop('VK_DRIVER_FILES', None)
    if icd():
        env['VK_ICD_FILENAMES'] = icd()
    return env


def run(job, timeout=120, png=None):
    """Runs the job file on wgpu; returns the oracle's answer as a dict. `png`: a render job's
    target is also written there as a PNG."""
    with tempfile.TemporaryDirectory(prefix='wgx-wgpu-') as folder:
        out = os.path.join(folder, 'out.json')
        picture = ['--png', os.path.abspath(png)] if png else []
        cmd = [deno(), 'run', '--unstable-webgpu', '-A', SCRIPT, *picture, os.path.abspath(job), out]
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=environment())
        except subprocess.TimeoutExpired:
            return {'error': f'wgpu did not finish in {timeout} s'}
        try:
            return json.load(open(out))
        except (OSError, ValueError):
            return {'error': (r.stdout + r.stderr).strip()[:2000] or f'deno exited with {r.returncode}'}
