// Drawing through the Node.js provider: the seed page's render pass as the page's script encodes
// it (the `view` shader, layout 'auto', a triangle strip, draw(4, 128) into a 600x360 bgra8unorm
// target cleared to the page's colour), its storage buffer holding the smoothed values Dawn
// computed (tests/golden/render/seed_page.job.json), must give Dawn's picture
// (seed_page.dawn.png): a pixel may differ only on an edge of Dawn's picture, as
// tests/raster/compare_png.py allows. And a fragment shader reading subgroup_size draws without
// an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { makeDevice, root } from './provider.mjs';

const golden = path.join(root, 'tests', 'golden', 'render');

// The RGBA rows of an 8-bit RGBA PNG (the oracle writes no other kind for these targets).
function readPng(file) {
  const png = fs.readFileSync(file);
  let at = 8, width = 0, height = 0, channels = 4;
  const idat = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at), kind = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0), height = body.readUInt32BE(4);
      channels = body[9] === 6 ? 4 : 3;
    }
    if (kind === 'IDAT') idat.push(body);
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat)), stride = width * channels;
  const out = new Uint8Array(width * height * 4);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)], line = Uint8Array.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels] : 0, b = prev[i], c = i >= channels ? prev[i - channels] : 0;
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      const add = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      line[i] = (line[i] + add) & 255;
    }
    for (let x = 0; x < width; x++)
      for (let k = 0; k < 4; k++) out[(y * width + x) * 4 + k] = k < channels ? line[x * channels + k] : 255;
    prev = line;
  }
  return { width, height, pixels: out };
}

const kView = fs.readFileSync(path.join(golden, 'seed_page.wgsl'), 'utf8');

test('the seed page\'s render pass draws Dawn\'s picture', async () => {
  const { device } = await makeDevice();
  const job = JSON.parse(fs.readFileSync(path.join(golden, 'seed_page.job.json'), 'utf8'));
  const data = device.createBuffer({ size: 512, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_DST });
  device.queue.writeBuffer(data, 0, Buffer.from(job.bindings[0].init.hex, 'hex'));
  const format = 'bgra8unorm';
  const module = device.createShaderModule({ code: kView });
  const render = device.createRenderPipeline({ layout: 'auto', primitive: { topology: 'triangle-strip' },
    vertex: { module }, fragment: { module, targets: [{ format }] } });
  const canvas = device.createTexture({ size: [600, 360], format,
    usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC });
  const readback = device.createBuffer({ size: 2560 * 360, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginRenderPass({ colorAttachments: [{ view: canvas.createView(),
    clearValue: [0.97, 0.96, 0.93, 1], loadOp: 'clear', storeOp: 'store' }] });
  pass.setPipeline(render);
  pass.setBindGroup(0, device.createBindGroup({ layout: render.getBindGroupLayout(0),
    entries: [{ binding: 0, resource: { buffer: data } }] }));
  pass.draw(4, 128);
  pass.end();
  encoder.copyTextureToBuffer({ texture: canvas }, { buffer: readback, bytesPerRow: 2560 }, [600, 360]);
  device.pushErrorScope('internal');
  device.queue.submit([encoder.finish()]);
  assert.equal(await device.popErrorScope(), null);
  await readback.mapAsync(GPUMapMode.READ);
  const bgra = new Uint8Array(readback.getMappedRange());
  const dawn = readPng(path.join(golden, 'seed_page.dawn.png'));
  const at = (img, x, y) => img.subarray((y * 600 + x) * 4, (y * 600 + x) * 4 + 4).join();
  const ours = new Uint8Array(600 * 360 * 4);
  for (let y = 0; y < 360; y++)
    for (let x = 0; x < 600; x++) {
      const p = bgra.subarray(y * 2560 + x * 4, y * 2560 + x * 4 + 4);
      ours.set([p[2], p[1], p[0], p[3]], (y * 600 + x) * 4);
    }
  let edge = 0, inside = 0;
  for (let y = 0; y < 360; y++)
    for (let x = 0; x < 600; x++) {
      if (at(ours, x, y) === at(dawn.pixels, x, y)) continue;
      let onEdge = false;
      for (let ny = Math.max(0, y - 1); ny <= Math.min(359, y + 1); ny++)
        for (let nx = Math.max(0, x - 1); nx <= Math.min(599, x + 1); nx++)
          onEdge ||= at(dawn.pixels, nx, ny) !== at(dawn.pixels, x, y);
      onEdge ? edge++ : inside++;
    }
  assert.equal(inside, 0, 'pixels off the picture\'s edges differ');
  assert.ok(edge <= 64, `${edge} edge pixels differ`);
});

test('a fragment shader reading subgroup_size draws without an error (it was the example of what wgx did not draw)', async () => {
  const { device } = await makeDevice(['threads=2'], { requiredFeatures: ['subgroups'] });
  const module = device.createShaderModule({ code: `
    enable subgroups;
    @vertex fn vs() -> @builtin(position) vec4f { return vec4f(0, 0, 0, 1); }
    @fragment fn fs(@builtin(subgroup_size) n: u32) -> @location(0) vec4f { return vec4f(f32(n)); }` });
  const format = 'rgba8unorm';
  const pipeline = device.createRenderPipeline({ layout: 'auto', vertex: { module }, fragment: { module, targets: [{ format }] } });
  const target = device.createTexture({ size: [4, 4], format, usage: GPUTextureUsage.RENDER_ATTACHMENT });
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginRenderPass({ colorAttachments: [{ view: target.createView(), loadOp: 'clear', storeOp: 'store' }] });
  pass.setPipeline(pipeline);
  pass.draw(3);
  pass.end();
  device.pushErrorScope('internal');
  device.queue.submit([encoder.finish()]);
  const error = await device.popErrorScope();
  assert.equal(error, null, String(error));
});

test('a stencil8 view of every aspect binds its stencil texels (textureDimensions in a vertex shader)', async () => {
  const { device } = await makeDevice(['threads=2']);
  const module = device.createShaderModule({ code: `
    @group(0) @binding(0) var t: texture_2d<u32>;
    struct V { @builtin(position) p: vec4f, @location(0) @interpolate(flat, either) d: vec2u }
    @vertex fn vs() -> V { return V(vec4f(0, 0, 0, 1), textureDimensions(t) + vec2u(textureLoad(t, vec2i(0), 0).x)); }
    @fragment fn fs(v: V) -> @location(0) vec4u { return vec4u(v.d, 7, 9); }` });
  const layout = device.createBindGroupLayout({ entries: [
    { binding: 0, visibility: GPUShaderStage.VERTEX, texture: { sampleType: 'uint' } }] });
  const pipeline = device.createRenderPipeline({
    layout: device.createPipelineLayout({ bindGroupLayouts: [layout] }), vertex: { module },
    fragment: { module, targets: [{ format: 'rgba32uint' }] }, primitive: { topology: 'point-list' } });
  const stencil = device.createTexture({ size: [16, 24], format: 'stencil8', usage: GPUTextureUsage.TEXTURE_BINDING });
  const target = device.createTexture({ size: [1, 1], format: 'rgba32uint',
    usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC });
  const group = device.createBindGroup({ layout, entries: [{ binding: 0, resource: stencil.createView() }] });
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginRenderPass({ colorAttachments: [
    { view: target.createView(), loadOp: 'clear', storeOp: 'store', clearValue: [1, 2, 3, 4] }] });
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, group);
  pass.draw(1);
  pass.end();
  const out = device.createBuffer({ size: 16, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
  encoder.copyTextureToBuffer({ texture: target }, { buffer: out, bytesPerRow: 256 }, [1, 1]);
  device.pushErrorScope('internal');
  device.queue.submit([encoder.finish()]);
  assert.equal(await device.popErrorScope(), null);
  await out.mapAsync(GPUMapMode.READ);
  assert.deepEqual(Array.from(new Uint32Array(out.getMappedRange())), [16, 24, 7, 9]);
});
