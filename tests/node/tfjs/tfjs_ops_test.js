// A real WebGPU client on a Node WebGPU provider: TensorFlow.js's WebGPU backend
// (@tensorflow/tfjs-backend-webgpu, whose WGSL is generated at run time: `layout: 'auto'`
// pipelines, uniform buffers, workgroup memory and barriers) runs matMul, conv2d, softmax, sum,
// argMax, gather and transpose, and each result is compared with tfjs's CPU backend on the same
// inputs, within tfjs's own test tolerance.
//
// Usage: node tfjs_ops_test.js
//   WGX_NODE_PROVIDER  the provider module (dawn.node's shape: exports `create(flags)` and
//                      `globals`); default: the project's bindings/node. Dawn's own binding
//                      (npm `webgpu`) works too: WGX_NODE_PROVIDER=.../webgpu/dist/linux-x64/dawn.node
//   WGX_NODE_FLAGS     space-separated flags for create(), e.g. "backend=interp"
//   TFJS_OPS           comma-separated op names to run (default: all)
// Prints one line per case and per op, then "N passed, N failed"; exits 1 on any mismatch or
// error, 2 when the provider cannot be loaded or gives no adapter.
'use strict';
const path = require('path');

const DEFAULT_PROVIDER = path.resolve(__dirname, '..', '..', '..', 'bindings', 'node');
// tfjs's test_util.expectArraysClose uses TEST_EPSILON_FLOAT32 = 1e-3 (absolute) when the
// backend's floatPrecision() is 32, as the WebGPU backend's is; tfjs's own kernel tests compare
// WebGPU results with that. Integer outputs (argMax) must be equal.
const EPSILON_FLOAT32 = 1e-3;

// ---------------------------------------------------------------------------------------------
// Setting up WebGPU in Node the way tfjs-backend-webgpu expects it in a browser.

function loadProvider() {
  const modulePath = process.env.WGX_NODE_PROVIDER || DEFAULT_PROVIDER;
  let provider;
  try {
    provider = require(modulePath);
  } catch (e) {
    fatal(`cannot load the WebGPU provider ${modulePath}: ${e.message}`);
  }
  if (typeof provider.create !== 'function' || typeof provider.globals !== 'object') {
    fatal(`${modulePath} does not export create(flags) and globals as dawn.node does`);
  }
  return { modulePath, provider };
}

function installWebGPU(provider) {
  // The GPU* classes and constants (GPUBufferUsage, GPUMapMode, GPUShaderStage...) are globals
  // in a browser; tfjs uses GPUBufferUsage and GPUMapMode by name.
  Object.assign(globalThis, provider.globals);
  const flags = (process.env.WGX_NODE_FLAGS || '').split(/\s+/).filter(Boolean);
  const gpu = provider.create(flags);
  // tfjs registers its 'webgpu' backend at import time only if globalThis.navigator.gpu exists
  // (webgpu_util.isWebGPUSupported), so navigator.gpu must be in place before the require below.
  // Node 20 has no `navigator`; Node 21+ has one without `gpu`.
  if (typeof globalThis.navigator === 'undefined') {
    Object.defineProperty(globalThis, 'navigator', {
      value: {}, configurable: true, writable: true, enumerable: false,
    });
  }
  Object.defineProperty(globalThis.navigator, 'gpu', { value: gpu, configurable: true });
  requestFeatureLevel(gpu, process.env.WGX_NODE_FEATURE_LEVEL);
  return flags;
}

// tfjs asks for a core adapter. Dawn on Mesa llvmpipe's OpenGL ES (the reference on a machine
// with no GPU; Dawn 0.6.2 refuses lavapipe's Vulkan for lacking
// shaderUniform*ArrayDynamicIndexing) only offers a compatibility-mode adapter, so
// WGX_NODE_FEATURE_LEVEL=compatibility adds that to tfjs's request.
function requestFeatureLevel(gpu, featureLevel) {
  if (!featureLevel) return;
  const request = gpu.requestAdapter.bind(gpu);
  gpu.requestAdapter = (options) => request({ ...options, featureLevel });
}

function fatal(message) {
  console.error(`tfjs_ops_test: ${message}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Inputs: deterministic pseudo-random values, so a failure reproduces.

function makeRandom(seed) {
  let state = seed >>> 0;
  return () => {
    // xorshift32: enough spread for test data, identical on every run.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

function randomFloats(shape, seed) {
  const next = makeRandom(seed);
  const size = shape.reduce((a, b) => a * b, 1);
  const values = new Float32Array(size);
  for (let i = 0; i < size; i++) values[i] = next() * 2 - 1;
  return { kind: 'float32', shape, values };
}

function randomIndices(shape, limit, seed) {
  const next = makeRandom(seed);
  const size = shape.reduce((a, b) => a * b, 1);
  const values = new Int32Array(size);
  for (let i = 0; i < size; i++) values[i] = Math.floor(next() * limit);
  return { kind: 'int32', shape, values };
}

// ---------------------------------------------------------------------------------------------
// The cases: each op on several shapes, including ones large enough that tfjs picks its tiled
// and workgroup-memory programs (noted per case; see the kernel selection in
// tfjs-backend-webgpu's kernels/BatchMatMul_impl.js and kernels/Conv2D_impl.js).

function cases(tf) {
  const f = randomFloats;
  return [
    // matMul: tfjs picks MatMulReduceProgram (output <= 128 elements), MatMulSmallOutputSize
    // (few 32x32 tiles), MatMulSplitK (K >= 2000, few tiles) or MatMulPacked (workgroup-memory
    // tiles, many 32x32 tiles).
    ['matMul', 'reduce 4x64 * 64x8', [f([4, 64], 1), f([64, 8], 2)], (a, b) => tf.matMul(a, b)],
    ['matMul', 'small output 40x64 * 64x40', [f([40, 64], 3), f([64, 40], 4)],
     (a, b) => tf.matMul(a, b)],
    ['matMul', 'split K 16x2048 * 2048x16', [f([16, 2048], 5), f([2048, 16], 6)],
     (a, b) => tf.matMul(a, b)],
    ['matMul', 'packed tiles 128x96 * 96x160', [f([128, 96], 7), f([96, 160], 8)],
     (a, b) => tf.matMul(a, b)],
    ['matMul', 'packed, transposed B 100x70 * (130x70)^T', [f([100, 70], 9), f([130, 70], 10)],
     (a, b) => tf.matMul(a, b, false, true)],
    ['matMul', 'batched 3x70x50 * 3x50x90, transposed A', [f([3, 50, 70], 11), f([3, 50, 90], 12)],
     (a, b) => tf.matMul(a, b, true, false)],
    // conv2d: few output tiles go through im2col + matMul, many through Conv2DMMProgram
    // (workgroup-memory tiles); a 1x1 filter becomes a matMul.
    ['conv2d', 'im2col 1x5x5x2 * 3x3x2x3 same', [f([1, 5, 5, 2], 13), f([3, 3, 2, 3], 14)],
     (x, w) => tf.conv2d(x, w, 1, 'same')],
    ['conv2d', 'tiled 1x32x32x8 * 3x3x8x40 same', [f([1, 32, 32, 8], 15), f([3, 3, 8, 40], 16)],
     (x, w) => tf.conv2d(x, w, 1, 'same')],
    ['conv2d', 'tiled, stride 2 2x33x33x3 * 5x5x3x34 valid',
     [f([2, 33, 33, 3], 17), f([5, 5, 3, 34], 18)], (x, w) => tf.conv2d(x, w, 2, 'valid')],
    ['conv2d', '1x1 filter 1x16x16x16 * 1x1x16x8', [f([1, 16, 16, 16], 19), f([1, 1, 16, 8], 20)],
     (x, w) => tf.conv2d(x, w, 1, 'valid')],
    ['conv2d', 'dilated 1x20x20x4 * 3x3x4x6 dilation 2',
     [f([1, 20, 20, 4], 21), f([3, 3, 4, 6], 22)], (x, w) => tf.conv2d(x, w, 1, 'same', 'NHWC', 2)],
    // softmax: a workgroup-memory reduction per row (max, then sum of exponentials).
    ['softmax', '4x10', [f([4, 10], 23)], (x) => tf.softmax(x)],
    ['softmax', '8x1000', [f([8, 1000], 24)], (x) => tf.softmax(x)],
    ['softmax', '3x4097', [f([3, 4097], 25)], (x) => tf.softmax(x)],
    // sum: ReduceProgram, a workgroup-memory tree over 64, 256 or 512 invocations by size.
    ['sum', 'all of 1000', [f([1000], 26)], (x) => tf.sum(x)],
    ['sum', 'rows of 64x513', [f([64, 513], 27)], (x) => tf.sum(x, 1)],
    ['sum', 'axis 0 of 7x9x11, keepDims', [f([7, 9, 11], 28)], (x) => tf.sum(x, 0, true)],
    ['sum', 'all of 300000', [f([300000], 29)], (x) => tf.sum(x)],
    // argMax: ArgMinMaxProgram, a workgroup-memory reduction of (value, index) pairs.
    ['argMax', '1000', [f([1000], 30)], (x) => tf.argMax(x)],
    ['argMax', 'rows of 32x300', [f([32, 300], 31)], (x) => tf.argMax(x, 1)],
    ['argMax', 'axis 0 of 5x7x9', [f([5, 7, 9], 32)], (x) => tf.argMax(x, 0)],
    ['argMax', 'rows of 4x5000', [f([4, 5000], 33)], (x) => tf.argMax(x, 1)],
    // gather
    ['gather', 'rows of 100x17', [f([100, 17], 34), randomIndices([50], 100, 35)],
     (x, i) => tf.gather(x, i, 0)],
    ['gather', 'axis 1 of 4x33x7', [f([4, 33, 7], 36), randomIndices([20], 33, 37)],
     (x, i) => tf.gather(x, i, 1)],
    ['gather', 'batchDims 1, 3x40x5', [f([3, 40, 5], 38), randomIndices([3, 12], 40, 39)],
     (x, i) => tf.gather(x, i, 1, 1)],
    // transpose: a 2-D [1, 0] transpose uses TransposeSharedProgram (a workgroup-memory tile),
    // other permutations TransposeProgram.
    ['transpose', '2-D shared tile 64x128', [f([64, 128], 40)], (x) => tf.transpose(x, [1, 0])],
    ['transpose', '2-D shared tile 33x17', [f([33, 17], 41)], (x) => tf.transpose(x, [1, 0])],
    ['transpose', '4-D 3x4x5x6 perm 3,1,0,2', [f([3, 4, 5, 6], 42)],
     (x) => tf.transpose(x, [3, 1, 0, 2])],
    ['transpose', '3-D 20x30x7 perm 2,0,1', [f([20, 30, 7], 43)], (x) => tf.transpose(x, [2, 0, 1])],
  ];
}

// ---------------------------------------------------------------------------------------------
// Running and comparing

async function runOn(tf, backend, inputs, op) {
  await tf.setBackend(backend);
  const tensors = inputs.map((i) => tf.tensor(i.values, i.shape, i.kind));
  const out = op(...tensors);
  const result = { shape: out.shape, dtype: out.dtype, values: await out.data() };
  tf.dispose([out, ...tensors]);
  return result;
}

// The first mismatch as a message, else { worst difference }. tfjs's rule (expectArraysClose):
// the flattened values have the same length and each pair is both non-finite or within eps.
// Shapes are compared as tfjs compares them, by element count: the WebGPU backend's argMax of a
// 1-D tensor has shape [1] where the CPU backend's has shape [], in tfjs itself, on any provider.
function compare(actual, expected) {
  if (actual.dtype !== expected.dtype) return `dtype ${actual.dtype} != ${expected.dtype}`;
  if (actual.values.length !== expected.values.length) {
    return `shape [${actual.shape}] != [${expected.shape}]`;
  }
  const exact = actual.dtype !== 'float32';
  let worst = 0;
  for (let i = 0; i < actual.values.length; i++) {
    const a = actual.values[i];
    const e = expected.values[i];
    if (!Number.isFinite(a) && !Number.isFinite(e)) continue;
    const diff = Math.abs(a - e);
    if (exact ? a !== e : !(diff <= EPSILON_FLOAT32)) {
      return `element ${i}: webgpu ${a}, cpu ${e}`;
    }
    worst = Math.max(worst, diff);
  }
  return { worst };
}

async function main() {
  const { modulePath, provider } = loadProvider();
  const flags = installWebGPU(provider);
  const adapter = await navigator.gpu.requestAdapter();
  if (!adapter) fatal(`${modulePath} gives no adapter`);

  const tf = require('@tensorflow/tfjs-core');
  require('@tensorflow/tfjs-backend-cpu');
  require('@tensorflow/tfjs-backend-webgpu');
  // By default tfjs runs ops on small tensors whose data is still on the CPU with its CPU
  // kernels (WEBGPU_CPU_FORWARD): off, so that every op here runs on the GPU.
  tf.env().set('WEBGPU_CPU_FORWARD', false);
  if (!(await tf.setBackend('webgpu'))) fatal('tfjs could not initialize its webgpu backend');
  console.log(`tfjs ${tf.version_core} on ${modulePath} ${flags.join(' ')}`.trim());

  const only = (process.env.TFJS_OPS || '').split(',').filter(Boolean);
  const perOp = new Map();
  let passed = 0;
  let failed = 0;
  for (const [opName, label, inputs, op] of cases(tf)) {
    if (only.length && !only.includes(opName)) continue;
    let verdict;
    const start = Date.now();
    try {
      const expected = await runOn(tf, 'cpu', inputs, op);
      const actual = await runOn(tf, 'webgpu', inputs, op);
      verdict = compare(actual, expected);
    } catch (e) {
      verdict = `error: ${e && e.stack ? e.stack.split('\n').slice(0, 4).join(' | ') : e}`;
    }
    const ok = typeof verdict === 'object';
    const ms = Date.now() - start;
    console.log(`${ok ? 'PASS' : 'FAIL'} ${opName} ${label} (${ms} ms)` +
                (ok ? ` max |webgpu - cpu| = ${verdict.worst.toExponential(2)}` : `: ${verdict}`));
    ok ? passed++ : failed++;
    const entry = perOp.get(opName) || { passed: 0, failed: 0 };
    ok ? entry.passed++ : entry.failed++;
    perOp.set(opName, entry);
  }
  console.log('');
  for (const [opName, { passed: p, failed: f }] of perOp) {
    console.log(`${f ? 'FAIL' : 'PASS'} ${opName}: ${p} of ${p + f} shapes equal within ${EPSILON_FLOAT32}`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}

main().then(
  (rc) => process.exit(rc),
  (e) => {
    console.error(`tfjs_ops_test: ${e && e.stack ? e.stack : e}`);
    process.exit(1);
  });
