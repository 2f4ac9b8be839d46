// What the provider's JavaScript files share: the native module, the token that keeps WebGPU's
// interfaces from being constructed by applications (a browser's "Illegal constructor"), the
// symbols under which each object keeps its native handle and state, the interfaces by name (for
// the generated conversions, lib/dictionaries.js) and the engine's format lists.
'use strict';

const kToken = Symbol('wgx.construct');

function checkToken(token) {
  if (token !== kToken) throw new TypeError('Illegal constructor');
}

// Methods called on an object of the wrong interface (GPUBuffer.prototype.unmap.call({})).
function checkBrand(self, Class, method) {
  if (!(self instanceof Class)) throw new TypeError(`Illegal invocation: '${method}' called on an object that is not a ${Class.name}.`);
}

let native = null;
function setNative(module) {
  native = module;
}
function getNative() {
  return native;
}

// Each file that defines interfaces adds them here; conversions look them up at call time.
const interfaces = {};

// The engine's GPUTextureFormat names (with the feature each needs, '' for none) and GPUVertexFormat
// names (include/wgx/texture_formats.def, vertex_formats.def), asked of the native module once.
let formatLists = null;
function formats() {
  if (!formatLists) {
    const feature = new Map(native.textureFormats());
    formatLists = { texture: [...feature.keys()], feature, vertex: native.vertexFormats() };
  }
  return formatLists;
}

module.exports = {
  kToken, checkToken, checkBrand, setNative, getNative, interfaces, formats,
  // Registered: the native layer reads an object's handle under it (src/common.cpp).
  kHandle: Symbol.for('wgx.handle'),
  kDevice: Symbol('wgx.device'),
  kLabel: Symbol('wgx.label'),
  // The values of an object's readonly attributes by name (lib/methods.js's getters read them).
  kAttributes: Symbol('wgx.attributes'),
};
