#!/usr/bin/env python3
"""Writes the f16 execution goldens in tests/golden/exec (run inside that folder): for each case
X, X.wgsl, X.job.json and X.expected.json.

No oracle on this machine runs f16 (Dawn's compatibility mode has no 'shader-f16' feature), so
the expected outputs come from this model of the WGSL spec, written apart from the engine. Halves
come from Python's struct 'e' format (IEEE binary16, round to nearest even from a double), with
overflow to infinity at 65520 (65504 plus half an ulp):

- +, -, *, / are computed exactly in doubles (products and quotients of halves round correctly
  from a double) and rounded once to f16; % is fmod (exact);
- conversions: to f16 round to nearest even (beyond the finite range: infinity); from f16 to an
  integer truncate and clamp to the integers a half holds (+-65504; NaN gives 0);
- exact builtins (abs, floor, fract, sqrt, ldexp, frexp, modf, ...) are correctly rounded;
  fma is rounded to f32 first (wgx computes f16 builtins in f32, within the spec's accuracy);
- other builtins are checked within 2 f16 ulps (the job's wgx_ulp, in f32 units) or 1e-4.

The jobs run through the interpreter only (the compiled backend does not run f16 yet:
exec/executor.cpp). Inputs are u32 words (two halves each, the first in the low half)."""
import json
import math
import struct

INF = float('inf')
NAN_BITS = 0x7e00


def h(x):
    """x rounded to the nearest half (ties to even), as a float."""
    if math.isnan(x) or math.isinf(x):
        return x
    if abs(x) >= 65520.0:
        return math.copysign(INF, x)
    return struct.unpack('<e', struct.pack('<e', x))[0]


def bits(x):
    if math.isnan(x):
        return NAN_BITS
    return struct.unpack('<H', struct.pack('<e', h(x)))[0]


def half(b):
    return struct.unpack('<e', struct.pack('<H', b))[0]


def f32(x):
    return struct.unpack('<f', struct.pack('<f', x))[0]


def f32_bits(x):
    return struct.unpack('<I', struct.pack('<f', x))[0]


def words(halves):
    """u32 words holding the halves' bits, two per word (first in the low half)."""
    b = [bits(v) if isinstance(v, float) else v for v in halves]
    if len(b) % 2:
        b.append(0)
    return [b[i] | (b[i + 1] << 16) for i in range(0, len(b), 2)]


def readable(values):
    """An "f16" expectation: numbers, infinities as strings."""
    return [('inf' if v > 0 else '-inf') if math.isinf(v) else v for v in values]


HEADER = ('// Golden execution test: {title}. Expected output ({name}.expected.json) from\n'
          '// tools/gen_f16_goldens.py, a model of the spec: no oracle here runs f16.\n')
WHY = 'the compiled backend does not run f16 yet'


def case(name, title, shader, bindings, expect, dispatch=1, tolerance=None):
    with open(name + '.wgsl', 'w') as f:
        f.write(HEADER.format(title=title, name=name) + shader)
    job = {'shader': name + '.wgsl', 'entry': 'main', 'dispatch': [dispatch, 1, 1], 'bindings': bindings}
    if tolerance:
        job.update(tolerance)
    job.update({'wgx_backends': ['interp'], 'wgx_backends_why': WHY})
    with open(name + '.job.json', 'w') as f:
        json.dump(job, f, indent=1)
        f.write('\n')
    doc = {'why': 'No oracle here runs f16; written by tools/gen_f16_goldens.py from the spec.',
           'bindings': [dict(group=0, binding=b, **e) for b, e in expect]}
    with open(name + '.expected.json', 'w') as f:
        json.dump(doc, f, indent=1)
        f.write('\n')


def sto(binding, size, init=None, kind=None):
    """A binding: read-only storage when it has contents, storage (zeroed) otherwise."""
    kind = kind or ('read-only-storage' if init else 'storage')
    b = {'group': 0, 'binding': binding, 'type': kind, 'size': size}
    b['init'] = {'u32': init} if init else 'zeros'
    return b


def pad(values, count, fill=0.0):
    return values + [fill] * (count - len(values))


# ---- arithmetic: rounding at each operation, overflow, subnormals, comparisons ----

SUB = 2.0 ** -24  # the smallest subnormal half
ARITH_PAIRS = [
    (1.0, 2.0 ** -11), (1.0 + 2.0 ** -10, 2.0 ** -11), (1.0, 3 * 2.0 ** -12), (2048.0, 1.0), (2050.0, 1.0),
    (65504.0, 16.0), (65504.0, 15.0), (300.0, 300.0), (-300.0, 300.0), (65504.0, 0.5), (1.0, 3.0), (2.0, 3.0),
    (SUB, SUB), (2.0 ** -14, -SUB), (0.5, SUB), (3 * SUB, 0.5), (0.001, 0.001), (2.0 ** -14, 3.0), (1.0, 0.0),
    (-1.0, 0.0), (0.0, -0.0), (7.5, 2.0), (-7.5, 2.0), (0.1, 0.2), (1000.0, 0.001), (3.140625, 2.71875),
    (-0.0, 5.0), (100.0, 0.1), (65504.0, 65504.0), (-65504.0, 2.0), (0.333, 3.0), (1e-7, 1e4),
]


def arith_pairs():
    pairs = [(h(a), h(b)) for a, b in ARITH_PAIRS]
    x = 12345
    while len(pairs) < 64:  # halves spread over the exponents, both signs
        x = (x * 1103515245 + 12345) & 0x7fffffff
        e, m = (x >> 8) % 30 - 14, (x >> 16) & 0x3ff
        a = (1 + m / 1024) * 2.0 ** e * (-1 if x & 1 else 1)
        x = (x * 1103515245 + 12345) & 0x7fffffff
        b = (1 + ((x >> 16) & 0x3ff) / 1024) * 2.0 ** ((x >> 8) % 16 - 8) * (-1 if x & 2 else 1)
        pairs.append((h(a), h(b)))
    return pairs


def arith():
    pairs = arith_pairs()
    out, cmp = [], []
    for a, b in pairs:
        q = a / b if b else (math.copysign(INF, a) * math.copysign(1, b) if a else 0.0)  # 0 / 0: see the shader
        out += [h(a + b), h(a - b), h(a * b), h(q), h(math.fmod(a, b)) if b else 0.0, -a]
        flags = [a < b, a <= b, a == b, a != b, a > b, a >= b]
        cmp.append(sum(int(f) << k for k, f in enumerate(flags)))
    shader = '''enable f16;
@group(0) @binding(0) var<storage, read> inp: array<vec2<f16>>;  // (a, b) pairs
@group(0) @binding(1) var<storage, read_write> out: array<f16>;
@group(0) @binding(2) var<storage, read_write> cmp: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3u) {
  let i = id.x;
  let a = inp[i].x;
  let b = inp[i].y;
  out[6u * i] = a + b;
  out[6u * i + 1u] = a - b;
  out[6u * i + 2u] = a * b;
  out[6u * i + 3u] = select(a / b, 0.0h, a == 0.0h && b == 0.0h);  // not NaN, whose bits WGSL leaves open
  out[6u * i + 4u] = select(a % b, 0.0h, b == 0.0h);
  out[6u * i + 5u] = -a;
  cmp[i] = u32(a < b) | (u32(a <= b) << 1u) | (u32(a == b) << 2u) | (u32(a != b) << 3u) | (u32(a > b) << 4u) |
           (u32(a >= b) << 5u);
}
'''
    flat = [v for p in pairs for v in p]
    case('f16_arith', 'f16 +, -, *, /, %, negation and comparisons: rounding to even at each operation, '
         'overflow to infinity, subnormals', shader,
         [sto(0, 256, words(flat)), sto(1, 768), sto(2, 256)],
         [(1, {'f16': readable(out)}), (2, {'u32': cmp})])


# ---- conversions ----

F32_IN = [65519.0, 65520.0, 65504.0, -65519.99, 1e10, -1e10, 2.0 ** -25, 2.0 ** -25 * 1.0001, 2.0 ** -24, 1e-8,
          0.1, 1 / 3, 1 + 2.0 ** -11, 1 + 3 * 2.0 ** -11, INF, -INF, -0.0, 0.5 + 2.0 ** -12, 6.1e-5, 3e-5]
HALF_IN = [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.75, -2.75, 65504.0, -65504.0, INF, -INF, NAN_BITS, SUB, 1000.75,
           -1000.75]
INT_IN = [0, 1, -1, 2049, 2051, 4097, 65504, 65519, 65520, 100000, -100000, -2147483648, 2147483647, 33333, -7, 3]


def to_int(x, signed):
    if math.isnan(x):
        return 0
    x = max(-65504.0, min(65504.0, x))
    v = int(x)  # truncates
    return v & 0xffffffff if signed else max(v, 0)


def convert():
    from_f32 = [h(f32(x)) for x in F32_IN]
    to_ints = []
    for v in HALF_IN:
        x = half(v) if isinstance(v, int) else h(v)
        f = f32_bits(x) if not math.isnan(x) else 0x7fc00000
        to_ints += [to_int(x, True), to_int(x, False), f, int(x != 0)]
    from_ints = []
    for i in INT_IN:
        from_ints += [h(float(i)), h(float(i & 0xffffffff))]
    shader = '''enable f16;
@group(0) @binding(0) var<storage, read> f: array<f32, 20>;
@group(0) @binding(1) var<storage, read> hv: array<f16, 16>;
@group(0) @binding(2) var<storage, read> iv: array<i32, 16>;
@group(0) @binding(3) var<storage, read_write> from_f32: array<f16, 20>;
@group(0) @binding(4) var<storage, read_write> to_int: array<vec4<u32>, 16>;  // i32, u32, f32 bits, bool
@group(0) @binding(5) var<storage, read_write> from_int: array<vec2<f16>, 16>;  // from i32, from u32
@group(0) @binding(6) var<storage, read_write> misc: array<f16, 6>;
@compute @workgroup_size(32) fn main(@builtin(local_invocation_index) i: u32) {
  if (i < 20u) {
    from_f32[i] = f16(f[i]);
  }
  if (i < 16u) {
    let x = hv[i];
    to_int[i] = vec4(bitcast<u32>(i32(x)), u32(x), bitcast<u32>(f32(x)), u32(bool(x)));
    from_int[i] = vec2(f16(iv[i]), f16(bitcast<u32>(iv[i])));
  }
  if (i == 0u) {
    let t = i == 0u;
    misc[0] = f16(t);
    misc[1] = f16(!t);
    let a: f16 = 0.1;  // an abstract float rounds once, to the nearest half
    misc[2] = a;
    misc[3] = 2049;
    let big = f[4];  // 1e10: beyond f16, so the conversion happens at run time
    var v = vec3<f16>(vec3<f32>(big, -big, 0.25));
    misc[4] = v.x + v.y * 0.0h;  // inf + -inf * 0 = NaN: written as a bool below instead
    misc[4] = f16(misc[4] != misc[4]);
    misc[5] = v.z;
  }
}
'''
    misc = [1.0, 0.0, h(0.1), 2048.0, 1.0, 0.25]
    case('f16_convert', 'conversions to and from f16: rounding, overflow, saturation at +-65504, NaN to 0, bool',
         shader,
         [sto(0, 80, [f32_bits(x) for x in F32_IN]), sto(1, 32, words(HALF_IN)),
          sto(2, 64, [i & 0xffffffff for i in INT_IN]), sto(3, 40), sto(4, 256), sto(5, 64), sto(6, 12)],
         [(3, {'f16': readable(from_f32)}), (4, {'u32': to_ints}), (5, {'f16': readable(from_ints)}),
          (6, {'f16': misc})])


# ---- layouts: structs, vec3<f16>, matrices, workgroup/private/function memory, adjacent halves ----

def layout():
    shader = '''enable f16;
struct S {
  a: f16,             // 0
  v3: vec3<f16>,      // 8 (vec3<f16>: align 8, size 6)
  b: f16,             // 14
  v2: vec2<f16>,      // 16
  arr: array<f16, 3>, // 20, stride 2
  v4: vec4<f16>,      // 32
  c: f32,             // 40
  m: mat2x3<f16>,     // 48, columns 8 bytes apart
}                     // size 64
struct U { v: vec4<f16>, s: f16, t: vec2<f16> }  // 0, 8, 12
@group(0) @binding(0) var<storage, read_write> s: S;
@group(0) @binding(1) var<storage, read_write> halves: array<f16>;
@group(0) @binding(2) var<uniform> u: U;
@group(0) @binding(3) var<storage, read_write> out: array<f16, 72>;
var<workgroup> wg: array<f16, 65>;
var<private> p: array<vec3<f16>, 4>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32, @builtin(workgroup_id) w: vec3u) {
  halves[w.x * 64u + l] = f16(w.x * 64u + l) * 0.5h;  // neighbouring lanes and workgroups share words
  if (w.x != 0u) {
    return;
  }
  wg[l] = f16(l);
  workgroupBarrier();
  out[l] = wg[63u - l] + wg[l + 1u] * 0.25h;
  if (l == 0u) {
    s.a = 1.5h;
    s.v3 = vec3h(1, 2, 3);
    s.v3[u32(u.s)] = 7.0h;  // u.s = 2: v3.z
    s.v3.y += 0.5h;
    s.b = -2.0h;
    s.v2 = u.t;
    for (var k = 0u; k < 3u; k++) {
      s.arr[k] = f16(k) + 10.0h;
    }
    s.arr[u32(u.v.w)] = 99.0h;  // u.v.w = 9: clamped to the last element
    s.v4 = u.v.wzyx;
    s.c = f32(s.v3.z) + 0.25;
    s.m = mat2x3h(1, 2, 3, 4, 5, 6);
    s.m[1].y = -1.0h;
    let mv = s.m * vec2h(2, 0.5);
    p[3] = mv;
    var f = array<vec3<f16>, 2>(p[3], vec3h(u.v.xyz));
    f[1].x = f[1].y * f[0].z;
    out[64] = f[0].x;
    out[65] = f[0].y;
    out[66] = f[0].z;
    out[67] = f[1].x;
    out[68] = f[1].y;
    out[69] = f[1].z;
    out[70] = dot(s.v3, u.v.xyz);
    out[71] = s.arr[2];
  }
}
'''
    uv, us, ut = [0.5, 1.25, -3.0, 9.0], 2.0, [0.75, SUB]
    ubytes = words(uv) + words([us, 0.0]) + words(ut)
    # S, byte by byte
    sb = bytearray(64)

    def put(off, v):
        sb[off:off + 2] = struct.pack('<H', bits(v))
    v3 = [1.0, 2.5, 7.0]
    arr = [10.0, 11.0, 99.0]
    m = [[1.0, 2.0, 3.0], [4.0, -1.0, 6.0]]
    put(0, 1.5)
    for k in range(3):
        put(8 + 2 * k, v3[k])
        put(20 + 2 * k, arr[k])
        put(48 + 2 * k, m[0][k])
        put(56 + 2 * k, m[1][k])
    put(14, -2.0)
    put(16, ut[0])
    put(18, ut[1])
    for k in range(4):
        put(32 + 2 * k, uv[3 - k])
    sb[40:44] = struct.pack('<f', f32(7.0 + 0.25))
    mv = [h(h(m[0][k] * 2.0) + h(m[1][k] * 0.5)) for k in range(3)]
    f1 = [h(uv[1] * mv[2]), uv[1], uv[2]]
    dot = f32(f32(v3[0] * uv[0] + v3[1] * uv[1]) + v3[2] * uv[2])
    wg = [float(k) for k in range(64)] + [0.0]  # wg[64] is never written: workgroup memory starts zeroed
    out = [h(wg[63 - l] + h(wg[l + 1] * 0.25)) for l in range(64)]
    out += mv + f1 + [h(dot), arr[2]]
    halves_out = [h(float(k) * 0.5) for k in range(256)]
    case('f16_layout', 'f16 in memory: struct layout (vec3<f16> aligned to 8, arrays of stride 2, mat2x3<f16>), '
         'uniform, workgroup, private and function variables, clamped indices, and invocations of several '
         'workgroups writing the two halves of each word', shader,
         [sto(0, 64), sto(1, 512), sto(2, 16, ubytes, kind='uniform'), sto(3, 144)],
         [(0, {'hex': sb.hex()}), (1, {'f16': halves_out}), (2, {'u32': ubytes}), (3, {'f16': readable(out)})],
         dispatch=4)


# ---- builtins ----

def builtin_inputs():
    xs, ys = [], []
    for i in range(64):
        xs.append(h(-7.0 + 14.0 * i / 63 + (0.001 if i % 5 == 0 else 0.0)))
        ys.append(h(0.3 + (i * 0.37) % 2.5))
    return xs, ys


def frexp(x):
    if x == 0:
        return 0.0, 0
    m, e = math.frexp(x)
    return m, e


def signed(r, x):
    """An integral result with the sign of x when it is zero (ceil(-0.5) is -0)."""
    return math.copysign(float(r), x) if r == 0 else float(r)


EXACT = [
    ('abs(x)', lambda x, y: abs(x)),
    ('floor(x)', lambda x, y: signed(math.floor(x), x)),
    ('ceil(x)', lambda x, y: signed(math.ceil(x), x)),
    ('round(x)', lambda x, y: signed(round(x), x)),
    ('trunc(x)', lambda x, y: signed(math.trunc(x), x)),
    ('fract(x)', lambda x, y: h(x - math.floor(x))),
    ('sqrt(abs(x))', lambda x, y: h(math.sqrt(abs(x)))),
    ('sign(x)', lambda x, y: (x > 0) - (x < 0)),
    ('saturate(x)', lambda x, y: min(max(x, 0.0), 1.0)),
    ('min(x, y)', lambda x, y: min(x, y)),
    ('max(x, y)', lambda x, y: max(x, y)),
    ('clamp(x, -1.0h, y)', lambda x, y: min(max(x, -1.0), y)),
    ('step(y, x)', lambda x, y: 1.0 if x >= y else 0.0),
    ('select(x, y, x < y)', lambda x, y: y if x < y else x),
    ('ldexp(x, 3)', lambda x, y: h(x * 8)),
    ('ldexp(x, -20)', lambda x, y: h(x * 2.0 ** -20)),
    ('ldexp(y, 14)', lambda x, y: h(y * 2.0 ** 14)),
    ('frexp(x).fract', lambda x, y: frexp(x)[0]),
    ('f16(frexp(y).exp)', lambda x, y: float(frexp(y)[1])),
    ('modf(x).fract', lambda x, y: math.modf(x)[0]),
    ('modf(x).whole', lambda x, y: math.modf(x)[1]),
    ('fma(x, y, 0.3h)', lambda x, y: h(f32(x * y + h(0.3)))),
    ('x * y - x / y', lambda x, y: h(h(x * y) - h(x / y))),
]


def builtins_exact():
    xs, ys = builtin_inputs()
    n = len(xs)
    exprs = [e for e, _ in EXACT]
    lines = '\n'.join(f'  out[{k}u * 64u + i] = {e};' for k, e in enumerate(exprs))
    shader = f'''enable f16;
@group(0) @binding(0) var<storage, read> inp: array<vec2<f16>, 64>;  // (x, y)
@group(0) @binding(1) var<storage, read_write> out: array<f16, {64 * len(exprs)}>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {{
  let x = inp[i].x;
  let y = inp[i].y;
{lines}
}}
'''
    out = []
    for _, fn in EXACT:
        out += [h(float(fn(x, y))) for x, y in zip(xs, ys)]
    flat = [v for p in zip(xs, ys) for v in p]
    case('f16_builtins', 'f16 builtins whose results are exact or correctly rounded: ' + ', '.join(
        e.split('(')[0] for e in exprs if '(' in e), shader,
        [sto(0, 4 * n, words(flat)), sto(1, 2 * n * len(exprs))], [(1, {'f16': readable(out)})])


APPROX = [
    ('exp(x * 0.5h)', lambda x, y: math.exp(x * 0.5)),
    ('exp2(x)', lambda x, y: 2.0 ** x),
    ('log(y)', lambda x, y: math.log(y)),
    ('log2(y)', lambda x, y: math.log2(y)),
    ('sin(x)', lambda x, y: math.sin(x)),
    ('cos(x)', lambda x, y: math.cos(x)),
    ('tan(x * 0.2h)', lambda x, y: math.tan(h(x * h(0.2)))),
    ('atan(x)', lambda x, y: math.atan(x)),
    ('atan2(x, y)', lambda x, y: math.atan2(x, y)),
    ('asin(y * 0.3h)', lambda x, y: math.asin(h(y * h(0.3)))),
    ('acos(y * 0.3h)', lambda x, y: math.acos(h(y * h(0.3)))),
    ('pow(y, 1.5h)', lambda x, y: y ** 1.5),
    ('sinh(x * 0.5h)', lambda x, y: math.sinh(x * 0.5)),
    ('cosh(x * 0.5h)', lambda x, y: math.cosh(x * 0.5)),
    ('tanh(x)', lambda x, y: math.tanh(x)),
    ('inverseSqrt(y)', lambda x, y: 1 / math.sqrt(y)),
    ('degrees(x)', lambda x, y: math.degrees(x)),
    ('radians(x * 10.0h)', lambda x, y: math.radians(h(x * 10))),
    ('mix(x, y, 0.25h)', lambda x, y: x * 0.75 + y * 0.25),
    ('smoothstep(-2.0h, 5.0h, x)', lambda x, y: (lambda t: t * t * (3 - 2 * t))(min(max((x + 2) / 7, 0.0), 1.0))),
    ('dot(vec3h(x, y, 1), vec3h(y, x, -2))', lambda x, y: 2 * x * y - 2),
    ('length(vec2h(x, y))', lambda x, y: math.hypot(x, y)),
    ('distance(vec2h(x, 1), vec2h(y, -1))', lambda x, y: math.hypot(x - y, 2)),
    ('normalize(vec2h(x, y)).y', lambda x, y: y / math.hypot(x, y)),
    ('cross(vec3h(x, y, 1), vec3h(1, x, y)).x', lambda x, y: y * y - x),
]


def builtins_approx():
    xs, ys = builtin_inputs()
    exprs = [e for e, _ in APPROX]
    lines = '\n'.join(f'  out[{k}u * 64u + i] = f32({e});' for k, e in enumerate(exprs))
    shader = f'''enable f16;
@group(0) @binding(0) var<storage, read> inp: array<vec2<f16>, 64>;  // (x, y)
@group(0) @binding(1) var<storage, read_write> out: array<f32, {64 * len(exprs)}>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {{
  let x = inp[i].x;
  let y = inp[i].y;
{lines}
}}
'''
    out = []
    for _, fn in APPROX:
        out += [h(fn(x, y)) for x, y in zip(xs, ys)]
    flat = [v for p in zip(xs, ys) for v in p]
    case('f16_builtins_approx', 'f16 builtins with the spec\'s f16 accuracy (checked within 2 f16 ulps)', shader,
         [sto(0, 256, words(flat)), sto(1, 4 * 64 * len(exprs))], [(1, {'f32': out})],
         tolerance={'wgx_ulp': 2 * 8192, 'wgx_abs': 1e-4})


# ---- bitcasts ----

BITCAST_WORDS = [0x3c00c000, 0x7c01fe00, 0x00010400, 0x7bff8001, 0x3f800000, 0xffffffff, 0x12345678, 0x00000000,
                 0x80008000, 0x7c00fc00, 0x3555b800, 0x4248c0a0]


def bitcasts():
    out = []
    for w in BITCAST_WORDS:
        lo, hi = half(w & 0xffff), half(w >> 16)
        finite = not (math.isnan(lo) or math.isnan(hi))
        doubled = (bits(h(lo * 2)) | (bits(h(hi * 2)) << 16)) if finite else 0
        out += [w, (w >> 16) | ((w & 0xffff) << 16), doubled, w, w, w ^ 0x80008000, w, int(lo < hi)]
    shader = '''enable f16;
@group(0) @binding(0) var<storage, read> w: array<u32, 12>;
@group(0) @binding(1) var<storage, read_write> out: array<u32, 96>;
@group(0) @binding(2) var<storage, read_write> hv: array<vec4<f16>, 12>;
@compute @workgroup_size(12) fn main(@builtin(local_invocation_index) i: u32) {
  let u = w[i];
  let v = bitcast<vec2<f16>>(u);
  out[8u * i] = bitcast<u32>(v);  // NaN payloads survive
  out[8u * i + 1u] = bitcast<u32>(v.yx);
  out[8u * i + 2u] = select(0u, bitcast<u32>(v * 2.0h), all(v == v));
  out[8u * i + 3u] = bitcast<u32>(bitcast<vec2<f16>>(bitcast<f32>(u)));
  let q = bitcast<vec4<f16>>(vec2u(u, u ^ 0x80008000u));
  let back = bitcast<vec2<u32>>(q);
  out[8u * i + 4u] = back.x;
  out[8u * i + 5u] = back.y;
  out[8u * i + 6u] = bitcast<u32>(bitcast<vec2<f16>>(bitcast<i32>(u)));
  out[8u * i + 7u] = u32(v.x < v.y);
  hv[i] = q;
}
'''
    hv = []
    for w in BITCAST_WORDS:
        hv += [w, w ^ 0x80008000]
    case('f16_bitcast', 'bitcasts between vec2<f16>/vec4<f16> and 32-bit scalars and vectors (NaN payloads kept)',
         shader, [sto(0, 48, BITCAST_WORDS), sto(1, 384), sto(2, 96)], [(1, {'u32': out}), (2, {'u32': hv})])


if __name__ == '__main__':
    arith()
    convert()
    layout()
    builtins_exact()
    builtins_approx()
    bitcasts()
