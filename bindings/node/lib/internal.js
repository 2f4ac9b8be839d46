// What the provider's JavaScript files share: the native module, the token that keeps WebGPU's
// interfaces from being constructed by applications (a browser's "Illegal constructor"), and the
// symbols under which each object keeps its native handle and state.
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

module.exports = {
  kToken, checkToken, checkBrand, setNative, getNative,
  kHandle: Symbol('wgx.handle'),
  kDevice: Symbol('wgx.device'),
  kLabel: Symbol('wgx.label'),
};
