// WebGPU's shape checks of the sequence forms of GPUExtent3D, GPUOrigin3D and GPUColor ("validate
// GPUExtent3D shape" and its siblings: a TypeError), and the dictionary form each becomes, so the
// native layer reads one form. lib/dictionaries.js (generated) calls these after WebIDL has
// converted the sequence; the dictionary forms are WebIDL's alone.
'use strict';

function GPUExtent3D(ctx, s, name) {
  if (s.length < 1 || s.length > 3) throw ctx.error(`${name} has ${s.length} elements; a GPUExtent3D has 1 to 3.`);
  return { width: s[0], height: s.length > 1 ? s[1] : 1, depthOrArrayLayers: s.length > 2 ? s[2] : 1 };
}

function GPUOrigin3D(ctx, s, name) {
  if (s.length > 3) throw ctx.error(`${name} has ${s.length} elements; a GPUOrigin3D has at most 3.`);
  return { x: s[0] ?? 0, y: s[1] ?? 0, z: s[2] ?? 0 };
}

function GPUColor(ctx, s, name) {
  if (s.length !== 4) throw ctx.error(`${name} has ${s.length} elements; a GPUColor sequence has 4.`);
  return { r: s[0], g: s[1], b: s[2], a: s[3] };
}

module.exports = { GPUExtent3D, GPUOrigin3D, GPUColor };
