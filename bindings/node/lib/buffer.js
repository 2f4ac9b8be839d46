// GPUBuffer: the map state machine of WebGPU's content timeline (unmapped, pending, mapped), with
// the engine's work (mapAsync, unmap, destroy) queued on the device's queue worker in order.
// getMappedRange hands out ArrayBuffers holding a copy of the mapped bytes; unmap detaches them
// and, for a write mapping, writes their bytes back before the engine unmaps (docs/node.md).
'use strict';

const enums = require('./enums');
const methods = require('./methods');
const { ObjectBase } = require('./objects');
const { checkBrand, getNative, kHandle, kDevice, kAttributes, interfaces } = require('./internal');
const { operationError, abortError } = require('./errors');

const kMapWrite = 0x2;
const kMapStatusSuccess = 0;
const kMapStatusValidationError = 2;

const kState = Symbol('buffer');
const [kUnmapped, kPending, kMapped] = enums.GPUBufferMapState; // the IDL's order

// Detaches `ab` and returns an ArrayBuffer that now owns its bytes, or null if it was detached
// already (the application transferred it).
function detach(ab) {
  try {
    return structuredClone(ab, { transfer: [ab] });
  } catch {
    return null;
  }
}

class GPUBuffer extends ObjectBase {
  constructor(token, device, handle, label, { size, usage, mappedAtCreation }) {
    super(token, device, handle, label);
    this[kAttributes] = { size, usage };
    this[kState] = {
      size,
      pending: null, // {reject} while a mapAsync is pending
      mapping: mappedAtCreation ? { mode: kMapWrite, start: 0, end: size, views: [] } : null,
      destroyed: false,
    };
  }

  get mapState() {
    checkBrand(this, GPUBuffer, 'mapState');
    const state = this[kState];
    if (state.mapping !== null) return kMapped;
    return state.pending !== null ? kPending : kUnmapped;
  }

  // Drops the mapping without writing it back, and rejects a pending map (destroy, device loss).
  detachAll(reason) {
    const state = this[kState];
    cancelPending(this, `mapAsync was aborted: ${reason}.`);
    if (state.mapping !== null) for (const v of state.mapping.views) detach(v.ab);
    state.mapping = null;
  }
}

// Rejects the buffer's pending map with an AbortError; whether there was one.
function cancelPending(buffer, message) {
  const state = buffer[kState];
  if (state.pending === null) return false;
  state.pending.reject(abortError(message));
  state.pending = null;
  return true;
}

// The hand-written parts of GPUBuffer's methods (lib/methods.js converts their arguments).
methods.defineGPUBuffer(GPUBuffer, {
  // As Dawn and the conformance suite have it: a map already pending rejects at once with
  // OperationError (no validation error); every other failure, a mapped buffer included, is found
  // in order on the device timeline: a validation error, then the rejection. (The newest spec
  // text also raises a validation error for the pending case.)
  mapAsync(ctx, mode, offset, size) {
    const state = this[kState];
    const device = this[kDevice];
    if (state.pending !== null) return Promise.reject(operationError('mapAsync: the buffer already has a pending map.'));
    const rangeSize = size === undefined ? Math.max(0, state.size - offset) : size;
    let settle;
    const promise = new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
    const pending = { reject: settle.reject };
    state.pending = pending;
    device.callNative('mapAsync', device[kHandle], this[kHandle], mode, offset, rangeSize, (status, message) => {
      if (state.pending !== pending) return; // unmap() or destroy() cancelled it (already rejected)
      state.pending = null;
      if (status === kMapStatusSuccess && state.mapping === null) {
        state.mapping = { mode, start: offset, end: offset + rangeSize, views: [] };
        settle.resolve(undefined);
        return;
      }
      if (status === kMapStatusValidationError) settle.reject(operationError(`mapAsync failed: ${message}`));
      else settle.reject(abortError(`mapAsync was aborted: ${message || 'the device was lost'}`));
    });
    return promise;
  },

  getMappedRange(ctx, o, s) {
    const state = this[kState];
    const mapping = state.mapping;
    if (mapping === null) throw operationError('getMappedRange: the buffer is not mapped.');
    const rangeSize = s === undefined ? Math.max(0, state.size - o) : s;
    if (o % 8 !== 0) throw operationError(`getMappedRange: offset (${o}) is not a multiple of 8.`);
    if (rangeSize % 4 !== 0) throw operationError(`getMappedRange: size (${rangeSize}) is not a multiple of 4.`);
    if (o < mapping.start || o + rangeSize > mapping.end)
      throw operationError(`getMappedRange: [${o}, ${o + rangeSize}) is outside the mapped range [${mapping.start}, ${mapping.end}).`);
    for (const v of mapping.views) {
      if (o < v.offset + v.size && v.offset < o + rangeSize)
        throw operationError(`getMappedRange: [${o}, ${o + rangeSize}) overlaps a range already returned.`);
    }
    const writable = (mapping.mode & kMapWrite) !== 0;
    let ab = getNative().getMappedRange(this[kHandle], o, rangeSize, writable);
    if (ab === null) ab = new ArrayBuffer(rangeSize); // the engine refused (an invalid buffer): scratch memory
    mapping.views.push({ offset: o, size: rangeSize, ab });
    return ab;
  },

  unmap() {
    const state = this[kState];
    const hadPending = cancelPending(this, 'unmap() was called before the mapping finished.');
    const mapping = state.mapping;
    state.mapping = null;
    if (mapping === null && !hadPending) return;
    const ranges = [];
    for (const v of mapping ? mapping.views : []) {
      const bytes = detach(v.ab);
      if ((mapping.mode & kMapWrite) !== 0 && bytes !== null && bytes.byteLength === v.size) ranges.push([v.offset, bytes]);
    }
    this[kDevice].callNative('unmap', this[kHandle], ranges);
  },

  destroy() {
    this.detachAll('the buffer was destroyed');
    this[kState].destroyed = true;
    getNative().destroyBuffer(this[kHandle]);
  },
});

interfaces.GPUBuffer = GPUBuffer;

module.exports = { GPUBuffer };
