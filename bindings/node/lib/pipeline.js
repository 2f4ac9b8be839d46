// The WebIDL conversions of the pipeline descriptors: GPUProgrammableStage, a layout or 'auto',
// GPUComputePipelineDescriptor and GPURenderPipelineDescriptor with all its states, into the
// forms the native layer reads (src/objects.cpp, src/render.cpp): every defaulted member filled
// in from the IDL, a member that has no default and was not given left out, enums as strings
// (a TypeError for an unknown one), texture formats checked against the device's features.
'use strict';

const enums = require('./enums');
const idl = require('./webidl');
const objects = require('./objects');
const { textureFormat } = require('./texture');
const { getNative, kHandle } = require('./internal');


let vertexFormats = null; // the engine's GPUVertexFormat names (include/wgx/vertex_formats.def)
function vertexFormatList() {
  if (!vertexFormats) vertexFormats = getNative().vertexFormats();
  return vertexFormats;
}

function labelOf(ctx, d) {
  return d.label === undefined ? '' : idl.usvString(ctx, d.label, 'label');
}

// An optional member: `convert(value)` when given, else `fallback`.
function optional(value, fallback, convert) {
  return value === undefined ? fallback : convert(value);
}

const enumOr = (ctx, value, type, values, fallback) => optional(value, fallback, (v) => idl.enumValue(ctx, v, type, values));
const u32Or = (ctx, value, name, fallback) => optional(value, fallback, (v) => idl.u32(ctx, v, name));

// (GPUPipelineLayout or GPUAutoLayoutMode): the layout's handle, or null for 'auto'.
function layoutOf(ctx, value) {
  if (value instanceof objects.GPUPipelineLayout) return value[kHandle];
  idl.enumValue(ctx, value, 'GPUAutoLayoutMode', ['auto']);
  return null;
}

// GPUProgrammableStage's members as {module, entryPoint, constants: [[name, value], ...]}.
function programmableStage(ctx, d, dictName) {
  const module = idl.object(ctx, idl.required(ctx, d, 'module', dictName), 'module', objects.GPUShaderModule);
  const entryPoint = d.entryPoint === undefined ? '' : idl.usvString(ctx, d.entryPoint, 'entryPoint');
  const constants = idl.record(ctx, d.constants, 'constants', (v, k) => idl.double(ctx, v, `constants['${k}']`));
  return { module: module[kHandle], entryPoint, constants: Object.entries(constants) };
}

// The engine's form of a GPUComputePipelineDescriptor: {label, layout, module, entryPoint, constants}.
function computePipelineDescriptor(ctx, descriptor) {
  const d = idl.dictionary(ctx, descriptor, 'GPUComputePipelineDescriptor');
  const label = labelOf(ctx, d);
  const layout = layoutOf(ctx, idl.required(ctx, d, 'layout', 'GPUComputePipelineDescriptor'));
  const stage = idl.dictionary(ctx, idl.required(ctx, d, 'compute', 'GPUComputePipelineDescriptor'), 'GPUProgrammableStage');
  return { label, layout, ...programmableStage(ctx, stage, 'GPUProgrammableStage') };
}

function vertexAttribute(ctx, value) {
  const a = idl.dictionary(ctx, value, 'GPUVertexAttribute');
  return {
    format: idl.enumValue(ctx, idl.required(ctx, a, 'format', 'GPUVertexAttribute'), 'GPUVertexFormat', vertexFormatList()),
    offset: idl.u64(ctx, idl.required(ctx, a, 'offset', 'GPUVertexAttribute'), 'offset'),
    shaderLocation: idl.u32(ctx, idl.required(ctx, a, 'shaderLocation', 'GPUVertexAttribute'), 'shaderLocation'),
  };
}

function vertexBufferLayout(ctx, value) {
  const b = idl.dictionary(ctx, value, 'GPUVertexBufferLayout');
  return {
    arrayStride: idl.u64(ctx, idl.required(ctx, b, 'arrayStride', 'GPUVertexBufferLayout'), 'arrayStride'),
    stepMode: enumOr(ctx, b.stepMode, 'GPUVertexStepMode', enums.GPUVertexStepMode, 'vertex'),
    attributes: idl.sequence(ctx, idl.required(ctx, b, 'attributes', 'GPUVertexBufferLayout'), 'attributes',
      (a) => vertexAttribute(ctx, a)),
  };
}

function vertexState(ctx, value) {
  const v = idl.dictionary(ctx, value, 'GPUVertexState');
  const buffers = optional(v.buffers, [], (list) =>
    idl.sequence(ctx, list, 'buffers', (b) => idl.nullable(b, (x) => vertexBufferLayout(ctx, x))));
  return { ...programmableStage(ctx, v, 'GPUVertexState'), buffers };
}

function primitiveState(ctx, value) {
  const p = idl.dictionary(ctx, value, 'GPUPrimitiveState');
  const out = {
    topology: enumOr(ctx, p.topology, 'GPUPrimitiveTopology', enums.GPUPrimitiveTopology, 'triangle-list'),
    frontFace: enumOr(ctx, p.frontFace, 'GPUFrontFace', enums.GPUFrontFace, 'ccw'),
    cullMode: enumOr(ctx, p.cullMode, 'GPUCullMode', enums.GPUCullMode, 'none'),
    unclippedDepth: idl.boolean(p.unclippedDepth),
  };
  if (p.stripIndexFormat !== undefined) out.stripIndexFormat = idl.enumValue(ctx, p.stripIndexFormat, 'GPUIndexFormat', enums.GPUIndexFormat);
  return out;
}

function stencilFaceState(ctx, value) {
  const s = idl.dictionary(ctx, value, 'GPUStencilFaceState');
  const op = (v) => enumOr(ctx, v, 'GPUStencilOperation', enums.GPUStencilOperation, 'keep');
  return {
    compare: enumOr(ctx, s.compare, 'GPUCompareFunction', enums.GPUCompareFunction, 'always'),
    failOp: op(s.failOp),
    depthFailOp: op(s.depthFailOp),
    passOp: op(s.passOp),
  };
}

function depthStencilState(ctx, value, features) {
  const d = idl.dictionary(ctx, value, 'GPUDepthStencilState');
  const out = {
    format: textureFormat(ctx, idl.required(ctx, d, 'format', 'GPUDepthStencilState'), 'format', features),
    stencilFront: stencilFaceState(ctx, d.stencilFront),
    stencilBack: stencilFaceState(ctx, d.stencilBack),
    stencilReadMask: u32Or(ctx, d.stencilReadMask, 'stencilReadMask', 0xffffffff),
    stencilWriteMask: u32Or(ctx, d.stencilWriteMask, 'stencilWriteMask', 0xffffffff),
    depthBias: optional(d.depthBias, 0, (v) => idl.i32(ctx, v, 'depthBias')),
    depthBiasSlopeScale: optional(d.depthBiasSlopeScale, 0, (v) => idl.float(ctx, v, 'depthBiasSlopeScale')),
    depthBiasClamp: optional(d.depthBiasClamp, 0, (v) => idl.float(ctx, v, 'depthBiasClamp')),
  };
  if (d.depthWriteEnabled !== undefined) out.depthWriteEnabled = idl.boolean(d.depthWriteEnabled);
  if (d.depthCompare !== undefined) out.depthCompare = idl.enumValue(ctx, d.depthCompare, 'GPUCompareFunction', enums.GPUCompareFunction);
  return out;
}

function multisampleState(ctx, value) {
  const m = idl.dictionary(ctx, value, 'GPUMultisampleState');
  return {
    count: u32Or(ctx, m.count, 'count', 1),
    mask: u32Or(ctx, m.mask, 'mask', 0xffffffff),
    alphaToCoverageEnabled: idl.boolean(m.alphaToCoverageEnabled),
  };
}

function blendComponent(ctx, value) {
  const c = idl.dictionary(ctx, value, 'GPUBlendComponent');
  const factor = (v, fallback) => enumOr(ctx, v, 'GPUBlendFactor', enums.GPUBlendFactor, fallback);
  return {
    operation: enumOr(ctx, c.operation, 'GPUBlendOperation', enums.GPUBlendOperation, 'add'),
    srcFactor: factor(c.srcFactor, 'one'),
    dstFactor: factor(c.dstFactor, 'zero'),
  };
}

function colorTargetState(ctx, value, features) {
  const t = idl.dictionary(ctx, value, 'GPUColorTargetState');
  const out = {
    format: textureFormat(ctx, idl.required(ctx, t, 'format', 'GPUColorTargetState'), 'format', features),
    writeMask: u32Or(ctx, t.writeMask, 'writeMask', 0xf),
  };
  if (t.blend !== undefined) {
    const b = idl.dictionary(ctx, t.blend, 'GPUBlendState');
    out.blend = {
      color: blendComponent(ctx, idl.required(ctx, b, 'color', 'GPUBlendState')),
      alpha: blendComponent(ctx, idl.required(ctx, b, 'alpha', 'GPUBlendState')),
    };
  }
  return out;
}

function fragmentState(ctx, value, features) {
  const f = idl.dictionary(ctx, value, 'GPUFragmentState');
  const targets = idl.sequence(ctx, idl.required(ctx, f, 'targets', 'GPUFragmentState'), 'targets',
    (t) => idl.nullable(t, (x) => colorTargetState(ctx, x, features)));
  return { ...programmableStage(ctx, f, 'GPUFragmentState'), targets };
}

// The engine's form of a GPURenderPipelineDescriptor; `features` are the device's (a texture
// format whose feature it lacks is a TypeError, createRenderPipeline's content-timeline check).
function renderPipelineDescriptor(ctx, descriptor, features) {
  const d = idl.dictionary(ctx, descriptor, 'GPURenderPipelineDescriptor');
  const out = {
    label: labelOf(ctx, d),
    layout: layoutOf(ctx, idl.required(ctx, d, 'layout', 'GPURenderPipelineDescriptor')),
    vertex: vertexState(ctx, idl.required(ctx, d, 'vertex', 'GPURenderPipelineDescriptor')),
    primitive: primitiveState(ctx, d.primitive),
    multisample: multisampleState(ctx, d.multisample),
  };
  if (d.depthStencil !== undefined) out.depthStencil = depthStencilState(ctx, d.depthStencil, features);
  if (d.fragment !== undefined) out.fragment = fragmentState(ctx, d.fragment, features);
  return out;
}

module.exports = { computePipelineDescriptor, renderPipelineDescriptor, labelOf };
