// WebIDL conversions for the provider's JavaScript surface: what a browser does to each argument
// before WebGPU sees it (numbers with [EnforceRange], strings, enums, dictionaries with required
// members, sequences, records, interface checks). A bad value is a TypeError, as WebIDL says, so no
// JavaScript input reaches the engine unconverted.
'use strict';

class Context {
  // `where` names the call, e.g. "createBuffer" on "GPUDevice", for Chrome-shaped messages;
  // `features`, the device's, where the arguments may hold an enum value that needs one.
  // Every call makes one, and almost none throws: the message's prefix is written only for an error.
  constructor(method, iface, features = undefined) {
    this.method = method;
    this.iface = iface;
    this.features = features;
  }
  error(message) {
    return new TypeError(`Failed to execute '${this.method}' on '${this.iface}': ${message}`);
  }
}

function toNumber(ctx, value, name) {
  if (typeof value === 'bigint' || typeof value === 'symbol') throw ctx.error(`${name} is not a number.`);
  return Number(value);
}

// An integer type with [EnforceRange]: NaN, infinities and values outside [min, max] are errors.
function enforceRange(ctx, value, name, min, max) {
  const x = toNumber(ctx, value, name);
  if (!Number.isFinite(x)) throw ctx.error(`Value is not a finite number for ${name}.`);
  const t = Math.trunc(x);
  if (t < min || t > max) throw ctx.error(`Value is outside the '${typeName(min, max)}' value range for ${name}.`);
  return t === 0 ? 0 : t;
}

function typeName(min, max) {
  if (min < 0) return 'long';
  return max === 0xffffffff ? 'unsigned long' : 'unsigned long long';
}

const u32 = (ctx, value, name) => enforceRange(ctx, value, name, 0, 0xffffffff);
const u64 = (ctx, value, name) => enforceRange(ctx, value, name, 0, Number.MAX_SAFE_INTEGER);
const i32 = (ctx, value, name) => enforceRange(ctx, value, name, -0x80000000, 0x7fffffff);

// unsigned long without [EnforceRange]: modulo 2^32.
function u32Wrap(ctx, value, name) {
  const x = toNumber(ctx, value, name);
  if (!Number.isFinite(x)) return 0;
  const t = Math.trunc(x) % 4294967296;
  return t < 0 ? t + 4294967296 : t;
}

function double(ctx, value, name) {
  const x = toNumber(ctx, value, name);
  if (!Number.isFinite(x)) throw ctx.error(`${name} is not a finite number.`);
  return x;
}

// float (restricted): finite, and finite once rounded to single precision.
function float(ctx, value, name) {
  const x = double(ctx, value, name);
  const f = Math.fround(x);
  if (!Number.isFinite(f)) throw ctx.error(`${name} is outside the range of a float.`);
  return f;
}

// unsigned short with [Clamp]: NaN is 0, the rest clamped to [0, 65535] and rounded to even.
function clampU16(ctx, value, name) {
  const x = toNumber(ctx, value, name);
  if (Number.isNaN(x)) return 0;
  const c = Math.min(65535, Math.max(0, x));
  const r = Math.round(c);
  return Math.abs(c - Math.trunc(c)) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

function domString(ctx, value, name) {
  if (typeof value === 'symbol') throw ctx.error(`${name} cannot be converted from a Symbol.`);
  return String(value);
}

// USVString: lone surrogates become U+FFFD.
function usvString(ctx, value, name) {
  const s = domString(ctx, value, name);
  return typeof s.toWellFormed === 'function' ? s.toWellFormed() : s;
}

function boolean(value) {
  return Boolean(value);
}

function enumValue(ctx, value, name, values) {
  const s = domString(ctx, value, name);
  if (!values.includes(s)) throw ctx.error(`The provided value '${s}' is not a valid enum value of type ${name}.`);
  return s;
}

// An enum value that may need a device feature (`featureOf`: a Map from value to feature):
// WebGPU's "validate texture format required features" and its like, a TypeError on the content
// timeline. A device has the features its features depend on (a tier 2 device is a tier 1 device).
function gatedEnum(ctx, value, name, values, featureOf, member) {
  const s = enumValue(ctx, value, name, values);
  const feature = featureOf.get(s);
  if (feature && !ctx.features.has(feature))
    throw ctx.error(`${member} '${s}' requires the feature '${feature}', which the device does not have.`);
  return s;
}

// A dictionary argument: undefined and null are {}, anything else must be an object.
function dictionary(ctx, value, name) {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' && typeof value !== 'function') throw ctx.error(`The provided value is not of type '${name}'.`);
  return value;
}

function required(ctx, dict, member, dictName) {
  const value = dict[member];
  if (value === undefined) throw ctx.error(`Failed to read the '${member}' property from '${dictName}': Required member is undefined.`);
  return value;
}

function sequence(ctx, value, name, convert) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function') || typeof value[Symbol.iterator] !== 'function')
    throw ctx.error(`The provided value cannot be converted to a sequence (${name}).`);
  const out = [];
  for (const item of value) out.push(convert(item));
  return out;
}

// A record<DOMString, T> as [[key, value], ...] in the object's order: a key may be '__proto__' or
// hold a NUL character, which neither a plain object nor a C string lookup keeps.
function record(ctx, value, name, convert) {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'object' && typeof value !== 'function') throw ctx.error(`${name} is not an object.`);
  const out = [];
  for (const key of Reflect.ownKeys(value)) {
    if (typeof key !== 'string') continue;
    const desc = Reflect.getOwnPropertyDescriptor(value, key);
    if (!desc || !desc.enumerable) continue;
    out.push([key, convert(value[key], key)]);
  }
  return out;
}

// setBindGroup's offsets: a sequence<GPUBufferDynamicOffset>, or (with `argc` > 3) a Uint32Array
// with a start and length, which must lie inside it (a RangeError otherwise).
function dynamicOffsets(ctx, argc, data, start, length) {
  if (argc > 3) {
    if (!(data instanceof Uint32Array)) throw ctx.error("parameter 3 is not of type 'Uint32Array'.");
    const s = u64(ctx, start, 'dynamicOffsetsDataStart');
    const n = u32(ctx, length, 'dynamicOffsetsDataLength');
    if (s + n > data.length)
      throw new RangeError(`setBindGroup: dynamicOffsetsDataStart (${s}) + dynamicOffsetsDataLength (${n}) is past the end of the data (${data.length}).`);
    return Array.from(data.subarray(s, s + n));
  }
  if (data === undefined) return [];
  return sequence(ctx, data, 'dynamicOffsets', (v) => u32(ctx, v, 'dynamic offset'));
}

// A nullable type T?: null and undefined are null, anything else is converted to T.
function nullable(value, convert) {
  return value === null || value === undefined ? null : convert(value);
}

function object(ctx, value, name, Class) {
  if (!(value instanceof Class)) throw ctx.error(`${name} is not of type '${Class.name}'.`);
  return value;
}

function nullableObject(ctx, value, name, Class) {
  if (value === null || value === undefined) return null;
  return object(ctx, value, name, Class);
}

// A BufferSource or ArrayBufferView as {bytes: Uint8Array over its memory, elementSize}.
function bufferSource(ctx, value, name) {
  if (value instanceof ArrayBuffer || (typeof SharedArrayBuffer !== 'undefined' && value instanceof SharedArrayBuffer))
    return { bytes: new Uint8Array(value), elementSize: 1 };
  if (ArrayBuffer.isView(value)) {
    const elementSize = value instanceof DataView ? 1 : value.BYTES_PER_ELEMENT;
    return { bytes: new Uint8Array(value.buffer, value.byteOffset, value.byteLength), elementSize };
  }
  throw ctx.error(`${name} is not of type '(ArrayBuffer or ArrayBufferView)'.`);
}

module.exports = {
  dynamicOffsets,
  Context, u32, u64, i32, u32Wrap, clampU16, double, float, domString, usvString, boolean, enumValue, gatedEnum, dictionary, required,
  sequence, record, object, nullableObject, nullable, bufferSource,
};
