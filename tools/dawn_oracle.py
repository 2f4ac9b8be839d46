"""The Dawn oracle (../shared/oracles/dawn-run.mjs) as used by the execution tools.

By default the oracle runs Dawn's OpenGL ES backend on Mesa llvmpipe in WebGPU compatibility mode
(at most 128 invocations per workgroup); `run(..., backend='vulkan')` runs Dawn's Vulkan backend on
Mesa 25 lavapipe instead (full WebGPU: f16, subgroups; ../shared/oracles/setup-vulkan.sh installs
it), the backend whose barriers, f16 and subgroups are a reference. `script()`
writes a copy of it that asks the adapter for its real workgroup limits (llvmpipe: 1024), so
shaders with @workgroup_size(256) run too. `run(script, job)` runs one job and returns the
oracle's JSON answer ({"bindings": [...]} or {"error": ...}). The answer goes through a file,
not a pipe: node may exit before a large answer (over 64 KiB) has drained into a pipe.
"""
import json, os, shutil, subprocess, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORACLE = os.path.join(ROOT, '..', 'shared', 'oracles', 'dawn-run.mjs')
LIMITS = ("requiredLimits: { maxComputeInvocationsPerWorkgroup: 1024, maxComputeWorkgroupSizeX: 1024, "
          "maxComputeWorkgroupSizeY: 1024, maxComputeWorkgroupSizeZ: 64, "
          "maxComputeWorkgroupStorageSize: adapter.limits.maxComputeWorkgroupStorageSize }")

# The oracle's device request, in the forms its versions have spelled it, and the same request
# with the adapter's workgroup limits added.
REQUESTS = (
    ('adapter.requestDevice({ requiredFeatures: features })',
     'adapter.requestDevice({ requiredFeatures: features, ' + LIMITS + ' })'),
    ('adapter.requestDevice()', 'adapter.requestDevice({ ' + LIMITS + ' })'),
)


def oracles_folder():
    return os.environ.get('WGX_ORACLES') or os.path.expanduser('~/.cache/wgx-oracles')


def installed(backend='opengles'):
    """Whether node, the oracle script and its npm package are all present (and, for the Vulkan
    backend, the lavapipe that setup-vulkan.sh unpacks)."""
    modules = oracles_folder()
    present = (shutil.which('node') is not None and os.path.exists(ORACLE)
               and os.path.isdir(os.path.join(modules, 'node_modules', 'webgpu')))
    if backend == 'vulkan':
        present = present and os.path.exists(os.path.join(modules, 'mesa-vulkan', 'lvp_icd.json'))
    return present


def script(folder=None):
    """Writes the oracle with the adapter's workgroup limits into `folder` (a new temporary one by
    default) and returns its path."""
    text = open(ORACLE).read()
    request = next((r for r in REQUESTS if r[0] in text), None)
    if request is None:
        raise RuntimeError(f'{ORACLE}: its device request is in none of the forms this tool knows; '
                           'update REQUESTS in tools/dawn_oracle.py')
    path = os.path.join(folder or tempfile.mkdtemp(), 'dawn-run.mjs')
    with open(path, 'w') as f:
        f.write(text.replace(request[0], request[1]))
    return path


def run(oracle, job, timeout=120, backend=None):
    """Runs the job file on Dawn's `backend` ('opengles' or 'vulkan'; None: the oracle's default,
    $WGX_DAWN_BACKEND or opengles); returns the oracle's answer as a dict."""
    with tempfile.TemporaryFile('w+') as out:
        try:
            r = subprocess.run(['node', oracle] + (['--backend', backend] if backend else []) + [os.path.abspath(job)], stdout=out,
                               stderr=subprocess.PIPE,
                               text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return {'error': f'Dawn did not finish in {timeout} s'}
        out.seek(0)
        text = out.read()
    try:
        return json.loads(text.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {'error': (text + r.stderr).strip()[:2000] or f'node exited with {r.returncode}'}
