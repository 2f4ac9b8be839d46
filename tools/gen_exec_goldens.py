#!/usr/bin/env python3
"""Writes the generated part of the execution goldens in tests/golden/exec (run inside that
folder), then record Dawn's outputs with tools/record_dawn.py. The other cases there (example_*,
smoothing, matrices, pointers_composites, ...) are written by hand; smoothing.expected.json
replaces Dawn's output for the smoothing example (see the file for why)."""
import json, os
cases = {}
def case(name, shader, bindings, dispatch=(1,1,1), constants=None, ulp=0):
    cases[name] = (shader, bindings, dispatch, constants, ulp)
def sto(b, size, init="zeros", g=0, t="storage"): return {"group": g, "binding": b, "type": t, "size": size, "init": init}

IN_OUT = """@group(0) @binding(0) var<storage, read> inp: array<{T}>;
@group(0) @binding(1) var<storage, read_write> out: array<{O}>;
"""
case("int_wrap", IN_OUT.format(T="i32", O="i32") + """
@compute @workgroup_size(1) fn main() {
  let a = inp[0]; let b = inp[1];
  out[0] = a + b;            // 0x7fffffff + 1 wraps
  out[1] = -a - b - 1;
  out[2] = a * b * 3;
  out[3] = i32(u32(inp[2]) - 5u);
  out[4] = i32(u32(a) * 4u);
  out[5] = -inp[3];          // -INT_MIN
}""", [sto(0, 16, {"i32": [2147483647, 1, 3, -2147483648]}), sto(1, 32)])
case("div_zero", IN_OUT.format(T="i32", O="i32") + """
@compute @workgroup_size(1) fn main() {
  let z = inp[0]; let a = inp[1];
  out[0] = a / z;  out[1] = a % z;
  out[2] = i32(u32(a) / u32(z));  out[3] = i32(u32(a) % u32(z));
  out[4] = -a / z; out[5] = 7 / inp[2]; out[6] = -7 % inp[2]; out[7] = 7 % -inp[2];
}""", [sto(0, 16, {"i32": [0, 13, 2]}), sto(1, 32)])
case("int_min_div", IN_OUT.format(T="i32", O="i32") + """
@compute @workgroup_size(1) fn main() {
  let m = inp[0]; let n = inp[1];
  out[0] = m / n; out[1] = m % n; out[2] = m / 2; out[3] = m % 3;
  var v = m; v /= n; out[4] = v;
}""", [sto(0, 8, {"i32": [-2147483648, -1]}), sto(1, 20)])
case("shifts", IN_OUT.format(T="u32", O="u32") + """
@compute @workgroup_size(1) fn main() {
  let x = inp[0]; let s = inp[1];
  out[0] = x << s;  out[1] = x >> s;  out[2] = x << (s + 32u);
  out[3] = u32(i32(x) >> s);  out[4] = u32(i32(x) >> (s + 64u));
  out[5] = 1u << inp[2];  out[6] = u32(-8 >> inp[2]);
  var y = x; y <<= inp[1] + 30u; out[7] = y;
}""", [sto(0, 12, {"u32": [0xf0000001, 3, 35]}), sto(1, 32)])
case("robust_fixed", IN_OUT.format(T="i32", O="i32") + """
var<private> arr: array<i32, 4> = array<i32, 4>(10, 20, 30, 40);
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  let i = inp[li];
  out[li] = arr[i];
  var local: array<i32, 3>;
  local[i] = 7;
  out[4 + li] = local[0] * 100 + local[1] * 10 + local[2];
}""", [sto(0, 16, {"i32": [1, 7, -1, 3]}), sto(1, 32)])
case("robust_runtime", """@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  let v = data[li * 10u];          // reads past the end clamp to the last element
  data[li + 100u] = v + li;        // writes past the end go to the last element
}""", [sto(0, 32, {"u32": [1, 2, 3, 4, 5, 6, 7, 8]})])
case("robust_vector", IN_OUT.format(T="u32", O="u32") + """
@compute @workgroup_size(1) fn main() {
  let v = vec4<u32>(11u, 22u, 33u, 44u);
  out[0] = v[inp[0]]; out[1] = v[inp[1]];
  var w = vec3<u32>(1u, 2u, 3u);
  w[inp[0]] = 9u;
  out[2] = w.x; out[3] = w.y; out[4] = w.z;
}""", [sto(0, 8, {"u32": [6, 1]}), sto(1, 20)])
case("barrier_reverse", """@group(0) @binding(0) var<storage, read_write> data: array<u32>;
var<workgroup> tile: array<u32, 64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32, @builtin(workgroup_id) wid: vec3<u32>) {
  tile[li] = data[wid.x * 64u + li];
  workgroupBarrier();
  data[wid.x * 64u + li] = tile[63u - li] * 2u;
}""", [sto(0, 512, {"random": 5})], dispatch=(2,1,1))
case("atomics_storage", """struct Counters { add: atomic<u32>, sub: atomic<i32>, mx: atomic<i32>, mn: atomic<u32>, a: atomic<u32>, o: atomic<u32>, x: atomic<u32>, ex: atomic<u32> }
@group(0) @binding(0) var<storage, read_write> c: Counters;
@group(0) @binding(1) var<storage, read_write> old: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
  let i = g.x;
  let prev = atomicAdd(&c.add, i);
  atomicSub(&c.sub, i32(i));
  atomicMax(&c.mx, i32(i) - 100);
  atomicMin(&c.mn, i + 1000u);
  atomicAnd(&c.a, ~(1u << (i % 32u)));
  atomicOr(&c.o, 1u << (i % 32u));
  atomicXor(&c.x, i * 2654435761u);
  atomicExchange(&c.ex, 5u);
  old[i] = u32(prev <= 100000u);
}""", [sto(0, 32, {"u32": [0, 0, 0xffffff00, 4000, 0xffffffff, 0, 0, 0]}), sto(1, 1024)], dispatch=(4,1,1))
case("atomic_cmpxchg", """@group(0) @binding(0) var<storage, read_write> counter: atomic<u32>;
@group(0) @binding(1) var<storage, read_write> tries: array<u32>;
@compute @workgroup_size(32) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
  var n = 0u;
  loop {
    let cur = atomicLoad(&counter);
    let r = atomicCompareExchangeWeak(&counter, cur, cur + 1u);
    n++;
    if (r.exchanged) { break; }
  }
  let s = atomicCompareExchangeWeak(&counter, 12345u, 0u);
  tries[g.x] = select(0u, 1u, n >= 1u) + select(0u, 10u, s.exchanged);
}""", [sto(0, 4), sto(1, 256)], dispatch=(2,1,1))
case("atomic_workgroup", """@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> hist: array<atomic<u32>, 4>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32, @builtin(workgroup_id) w: vec3<u32>) {
  atomicAdd(&hist[(li * 7u + w.x) % 4u], li);
  workgroupBarrier();
  if (li < 4u) { out[w.x * 4u + li] = atomicLoad(&hist[li]); }
}""", [sto(0, 48)], dispatch=(3,1,1))
case("loops", IN_OUT.format(T="i32", O="i32") + """
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  var s = 0;
  for (var k = 0; k < i32(li) * 3; k++) { if (k % 4 == 1) { continue; } s += k; }
  var w = 0; var j = i32(li);
  while (j > 0) { w += j * j; j -= 2; }
  var l = 0; var t = 0;
  loop {
    t += 1;
    if (t > 20) { break; }
    if (t % 3 == 0) { continue; }
    l += t;
    continuing { l += 1; break if l > i32(li) * 5 + inp[0]; }
  }
  out[li * 3u] = s; out[li * 3u + 1u] = w; out[li * 3u + 2u] = l;
}""", [sto(0, 4, {"i32": [3]}), sto(1, 96)])
case("switch", IN_OUT.format(T="i32", O="i32") + """
const K = 4;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) li: u32) {
  var r = 0;
  switch (i32(li) - inp[0]) {
    case 0, 1: { r = 100; }
    case 2: { r = 200; if (li == 5u) { break; } r += 5; }
    case K, -1: { r = 400; }
    case default, 9: { r = -1; }
    case 7 { r = 700; }
  }
  var q = 0u;
  switch (li % 3u) { case 0u: { q = 1u; } default: { q = 2u; } }
  out[li] = r * 10 + i32(q);
}""", [sto(0, 4, {"i32": [3]}), sto(1, 64)])
case("switch_in_loop", """@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  var acc = 0u;
  for (var i = 0u; i < 10u; i++) {
    switch ((i + li) % 4u) {
      case 0u: { continue; }
      case 1u: { acc += 10u; }
      case 2u: { if (i > li) { break; } acc += 100u; }
      default: { acc += 1u; }
    }
    acc += 1000u;
    if (acc > 5000u + li * 300u) { break; }
  }
  out[li] = acc;
}""", [sto(0, 32)])
case("function_calls", """@group(0) @binding(0) var<storage, read_write> out: array<i32>;
var<private> calls: i32;
fn sq(x: i32) -> i32 { calls += 1; return x * x; }
fn classify(x: i32) -> i32 {
  if (x < 3) { return -1; }
  if (x % 2 == 0) { return sq(x) + 1; }
  var s = 0;
  for (var i = 0; i < x; i++) { if (i == 4) { return s; } s += i; }
  return s * 2;
}
fn bump() { calls += 100; }
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  let c = classify(i32(li));
  if (li % 2u == 0u) { bump(); }
  out[li] = c * 1000 + calls;
}""", [sto(0, 32)])
case("builtin_ids", """@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(2, 2, 2) fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(local_invocation_id) l: vec3<u32>,
    @builtin(local_invocation_index) li: u32, @builtin(workgroup_id) w: vec3<u32>, @builtin(num_workgroups) n: vec3<u32>) {
  let flat = (w.z * n.y * n.x + w.y * n.x + w.x) * 8u + li;
  out[flat * 4u] = g.x + g.y * 100u + g.z * 10000u;
  out[flat * 4u + 1u] = l.x + l.y * 10u + l.z * 100u;
  out[flat * 4u + 2u] = w.x + w.y * 10u + w.z * 100u;
  out[flat * 4u + 3u] = n.x + n.y * 10u + n.z * 100u;
}""", [sto(0, 12 * 8 * 16)], dispatch=(3,2,2))
case("float_basic", IN_OUT.format(T="f32", O="f32") + """
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  let x = inp[li];
  let o = li * 12u;
  out[o] = floor(x); out[o + 1u] = ceil(x); out[o + 2u] = round(x); out[o + 3u] = trunc(x);
  out[o + 4u] = fract(x); out[o + 5u] = abs(x); out[o + 6u] = sign(x); out[o + 7u] = min(x, 0.5);
  out[o + 8u] = max(x, -0.5); out[o + 9u] = clamp(x, -1.0, 1.0); out[o + 10u] = sqrt(abs(x));
  out[o + 11u] = fma(x, 2.0, 0.25) + x / 3.0 - x * 1.5 + saturate(x);
}""", [sto(0, 32, {"f32": [0.5, -0.5, 1.5, 2.5, -2.7, 3.25, 0.0, 100.125]}), sto(1, 384)])
case("float_transcendental", IN_OUT.format(T="f32", O="f32") + """
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  let x = inp[li];
  let o = li * 12u;
  out[o] = exp(x); out[o + 1u] = exp2(x); out[o + 2u] = log(abs(x) + 1.0); out[o + 3u] = log2(abs(x) + 1.0);
  out[o + 4u] = sin(x); out[o + 5u] = cos(x); out[o + 6u] = tan(x * 0.3); out[o + 7u] = pow(abs(x) + 0.5, 1.7);
  out[o + 8u] = atan2(x, 0.7); out[o + 9u] = atan(x); out[o + 10u] = inverseSqrt(abs(x) + 1.0); out[o + 11u] = tanh(x);
}""", [sto(0, 32, {"f32": [0.5, -0.5, 1.5, 2.5, -2.7, 3.25, 0.0, 1.125]}), sto(1, 384)], ulp=64)
case("vectors", IN_OUT.format(T="f32", O="f32") + """
@compute @workgroup_size(1) fn main() {
  let a = vec3<f32>(inp[0], inp[1], inp[2]);
  let b = vec3(inp[3], inp[4], 2.0);
  let c = a * b + 1.0 - b / 2.0;
  out[0] = c.x; out[1] = c.y; out[2] = c.z;
  out[3] = dot(a, b);
  let cr = cross(a, b); out[4] = cr.x; out[5] = cr.y; out[6] = cr.z;
  out[7] = length(a); out[8] = distance(a, b);
  let n = normalize(b); out[9] = n.x; out[10] = n.z;
  let m = mix(a, b, 0.25); out[11] = m.y;
  let s = select(a, b, a < b); out[12] = s.x + s.y * 10.0 + s.z * 100.0;
  let sw = a.zyx * 2.0; out[13] = sw.x; out[14] = sw.y;
  var v4 = vec4(a.xy, b.zx); v4.y += 5.0; out[15] = v4.y + v4.w;
  out[16] = f32(all(a > vec3(0.0))) + f32(any(a > vec3(2.0))) * 2.0;
  let iv = vec2<i32>(7, -9) / vec2(2, i32(inp[0]) * 0); out[17] = f32(iv.x); out[18] = f32(iv.y);
  out[19] = step(0.5, a.x) + smoothstep(0.0, 4.0, a.y);
}""", [sto(0, 20, {"f32": [1.5, 2.25, -0.5, 3.0, -1.0]}), sto(1, 80)], ulp=4)
case("int_bits", IN_OUT.format(T="u32", O="u32") + """
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  let x = inp[li];
  let o = li * 12u;
  out[o] = countOneBits(x); out[o + 1u] = reverseBits(x); out[o + 2u] = firstLeadingBit(x);
  out[o + 3u] = u32(firstLeadingBit(i32(x))); out[o + 4u] = firstTrailingBit(x);
  out[o + 5u] = countLeadingZeros(x); out[o + 6u] = countTrailingZeros(x);
  out[o + 7u] = extractBits(x, 4u, 8u); out[o + 8u] = u32(extractBits(i32(x), 28u, 4u));
  out[o + 9u] = insertBits(x, 0xabu, 8u, 8u); out[o + 10u] = extractBits(x, 30u + (x & 0u), 10u);
  out[o + 11u] = u32(abs(i32(x))) + u32(max(i32(x), -3)) + min(x, 7u);
}""", [sto(0, 16, {"u32": [0, 0x80000001, 0xf0f0f0f0, 12345]}), sto(1, 192)])
case("conversions", IN_OUT.format(T="f32", O="u32") + """
@compute @workgroup_size(1) fn main() {
  out[0] = u32(i32(inp[0])); out[1] = u32(inp[0]); out[2] = u32(i32(inp[1])); out[3] = u32(inp[1]);
  out[4] = u32(i32(inp[2])); out[5] = u32(inp[2]); out[6] = u32(i32(inp[3])); out[7] = u32(inp[3]);
  out[8] = bitcast<u32>(inp[4]); out[9] = bitcast<u32>(f32(i32(-7))); out[10] = u32(f32(4000000001u) > 4.0e9);
  out[11] = u32(bool(inp[4])) + u32(bool(i32(inp[2]))) * 2u; out[12] = bitcast<u32>(bitcast<f32>(0x3f800000u) * 2.0);
}""", [sto(0, 20, {"f32": [-3.7, 3.9e9, 1e10, -1e10, 0.0]}), sto(1, 52)])
case("struct_memory", """struct Item { pos: vec3<f32>, id: u32, tags: array<u32, 3>, w: f32 }
struct Buf { count: u32, items: array<Item, 4> }
@group(0) @binding(0) var<storage, read_write> b: Buf;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  b.items[li].pos = vec3(f32(li), 2.0 * f32(li), -1.0);
  b.items[li].pos.y += 0.5;
  b.items[li].id = li * 3u;
  b.items[li].tags[li % 3u] = 9u + li;
  b.items[li].w = b.items[li].pos.x + b.items[li].pos.y;
  if (li == 0u) { b.count = 4u; }
}""", [sto(0, 4 * 48 + 16)])
case("private_function_vars", """@group(0) @binding(0) var<storage, read_write> out: array<i32>;
var<private> pv: array<i32, 4> = array<i32, 4>(1, 2, 3, 4);
var<private> counter = 10;
struct P { a: i32, b: vec2<i32> }
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  var loc = array<i32, 4>(5, 6, 7, 8);
  var copy = pv;
  copy[li] = loc[3u - li];
  var p = P(1, vec2(2, 3));
  var q: P;
  q = p;
  q.b.y += i32(li);
  counter += i32(li);
  for (var i = 0; i < 3; i++) { var z: i32; z += i; counter += z; }
  out[li * 4u] = copy[0] + copy[1] * 10 + copy[2] * 100 + copy[3] * 1000;
  out[li * 4u + 1u] = q.a + q.b.x * 10 + q.b.y * 100;
  out[li * 4u + 2u] = counter;
  out[li * 4u + 3u] = pv[li];
}""", [sto(0, 64)])
case("uniform_params", """struct Params { scale: f32, offset: f32, n: u32, mode: i32 }
@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(16) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
  if (g.x >= params.n) { return; }
  var v = f32(g.x) * params.scale + params.offset;
  if (params.mode < 0) { v = -v; }
  out[g.x] = v;
}""", [sto(0, 16, {"u32": [0x40000000, 0x3f000000, 20, 0xffffffff]}, t="uniform"), sto(1, 128)], dispatch=(2,1,1))
case("array_length_struct", """struct S { header: vec2<u32>, data: array<u32> }
@group(0) @binding(0) var<storage, read_write> s: S;
@group(0) @binding(1) var<storage, read_write> plain: array<vec2<f32>>;
@compute @workgroup_size(1) fn main() {
  s.header = vec2(arrayLength(&s.data), arrayLength(&plain));
  s.data[arrayLength(&s.data) - 1u] = 77u;
  s.data[1000u] += 1u;
  plain[5u].y = 3.0;
}""", [sto(0, 40), sto(1, 40)])
case("overrides", """override scale: f32 = 2.0;
override count: u32;
@id(7) override bias = 3;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  if (li < count) { out[li] = f32(li) * scale + f32(bias); }
}""", [sto(0, 16)], constants={"count": 3, "7": -1})
case("const_exprs", """const N = 8u;
const HALF = 0.5;
const TABLE_SCALE: i32 = 3 * 4;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(N) fn main(@builtin(local_invocation_index) li: u32) {
  const local_k = 2;
  let a = f32(li) * HALF + 1;
  let b = (li + 1) * N;
  out[li] = a + f32(b) + f32(TABLE_SCALE * local_k) + f32(-li32(li));
}
fn li32(x: u32) -> i32 { return i32(x) - 1; }""", [sto(0, 32)])
case("compound_assign", """@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  var x = i32(li) + 5;
  x += 3; x -= 1; x *= 7; x /= 2; x %= 11; x &= 0xff; x |= 0x100; x ^= 0x33; x <<= 2u; x >>= 1u;
  x++; x--; x++;
  var u = vec2<u32>(li, 9u);
  u += vec2(1u); u *= 3u; u.x -= 2u;
  out[li * 3u] = x; out[li * 3u + 1u] = i32(u.x); out[li * 3u + 2u] = i32(u.y);
}""", [sto(0, 48)])
case("divergent_collatz", """@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(32) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
  var n = g.x + 1u;
  var steps = 0u;
  while (n != 1u) {
    if ((n & 1u) == 0u) { n = n / 2u; } else { n = 3u * n + 1u; }
    steps++;
  }
  out[g.x] = steps;
}""", [sto(0, 256)], dispatch=(2,1,1))
case("logical_ops", IN_OUT.format(T="i32", O="u32") + """
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  let a = inp[li];
  let p = a > 0 && a < 10;
  let q = a < -5 || a == 3;
  let r = (!(a != 0) | (a >= 100)) & true;
  out[li] = u32(p) + u32(q) * 2u + u32(r) * 4u + select(0u, 8u, a <= -1) + u32(a == 100) * 16u;
}""", [sto(0, 32, {"i32": [0, 3, 9, 10, -6, -5, 100, -1]}), sto(1, 32)])
case("storage_barrier_multi", """@group(0) @binding(0) var<storage, read_write> data: array<u32>;
var<workgroup> acc: u32;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) li: u32, @builtin(workgroup_id) w: vec3<u32>) {
  let base = w.x * 16u;
  data[base + li] = data[base + li] * 3u + li;
  storageBarrier();
  workgroupBarrier();
  if (li == 0u) {
    var s = 0u;
    for (var i = 0u; i < 16u; i++) { s += data[base + i]; }
    acc = s;
  }
  let total = workgroupUniformLoad(&acc);
  data[base + li] += total;
}""", [sto(0, 256, {"random": 11})], dispatch=(4,1,1))
case("vector_ints", IN_OUT.format(T="i32", O="i32") + """
@compute @workgroup_size(1) fn main() {
  let a = vec4<i32>(inp[0], inp[1], inp[2], inp[3]);
  let z = inp[0] & 0;
  let d = a / vec4(z, -1, 3, 2);
  let m = a % vec4(z, -1, 3, -2);
  let s = a << (vec4<u32>(1u, 31u, 32u, 3u) + vec4(u32(z)));
  let r = a >> (vec4<u32>(1u, 31u, 33u, 3u) + vec4(u32(z)));
  out[0] = d.x; out[1] = d.y; out[2] = d.z; out[3] = d.w;
  out[4] = m.x; out[5] = m.y; out[6] = m.z; out[7] = m.w;
  out[8] = s.x; out[9] = s.y; out[10] = s.z; out[11] = s.w;
  out[12] = r.x; out[13] = r.y; out[14] = r.z; out[15] = r.w;
  out[16] = dot(a, vec4(1, 2, 3, 4)); let c = clamp(a, vec4(-5), vec4(5)); out[17] = c.x + c.y + c.z + c.w;
  out[18] = i32(countOneBits(vec2<u32>(7u, 3u)).y); out[19] = -a.x;
}""", [sto(0, 16, {"i32": [-2147483648, 2147483647, -7, 9]}), sto(1, 80)])
case("workgroup_2d_tile", """@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<array<u32, 4>, 4>;
@compute @workgroup_size(4, 4) fn main(@builtin(local_invocation_id) l: vec3<u32>, @builtin(workgroup_id) w: vec3<u32>) {
  tile[l.y][l.x] = a[(w.x * 4u + l.y) * 4u + l.x];
  workgroupBarrier();
  out[(w.x * 4u + l.y) * 4u + l.x] = tile[l.x][l.y] + tile[l.y][3u - l.x];
}""", [sto(0, 128, {"random": 3}), sto(1, 128)], dispatch=(2,1,1))

os.makedirs('.', exist_ok=True)
for name, (shader, bindings, dispatch, constants, ulp) in cases.items():
    open(name + '.wgsl', 'w').write('// Golden execution test: ' + name.replace('_', ' ') + ' (job in ' + name + '.job.json).\n' + shader.strip() + '\n')
    job = {"shader": name + ".wgsl", "entry": "main", "dispatch": list(dispatch), "bindings": bindings}
    if constants: job["constants"] = constants
    if ulp: job["wgx_ulp"] = ulp
    # random-init f32 buffers: keep values finite by using integers for random; fine for u32 users
    json.dump(job, open(name + '.job.json', 'w'), indent=1)
print(len(cases))


def smoothing_reference(values, steps):
    """The smoothing example computed sequentially in f32 (for smoothing.expected.json)."""
    import struct
    f = lambda x: struct.unpack('f', struct.pack('f', x))[0]
    v = [f(x) for x in values]
    for _ in range(steps):
        v = [f(f(f(v[max(i, 1) - 1] + v[i]) + v[min(i + 1, 63)]) / 3) for i in range(64)]
    return v
