#!/usr/bin/env python3
"""Writes the subgroup execution goldens in tests/golden/exec (run inside that folder): for each
case X, X.wgsl, X[_sizeN].job.json and X[_sizeN].expected.json.

The expected outputs come from this small model of the WGSL spec's definitions, written apart
from the engine, plus wgx's documented choices where the spec leaves a value indeterminate. When
these cases were written no oracle here ran subgroups (Dawn's compatibility mode has no
'subgroups' feature; Deno's wgpu/naga rejects `enable subgroups;`). Dawn's Vulkan backend on Mesa
25 lavapipe (../shared/oracles/setup-vulkan.sh) does, at a fixed 8 invocations a subgroup: the
cases at size 8 were run on it (2026-12-05) and agree wherever the spec defines the value; they
differ only where a source lane is inactive or outside the subgroup (wgx gives 0, lavapipe other
values). The f16 case subgroup_f16 is not written here: it holds Dawn on Vulkan's answer.

wgx's choices:

- a workgroup's invocations form subgroups of S lanes by local_invocation_index (lanes
  [k*S, (k+1)*S)); subgroup_invocation_id = index % S; the last subgroup may be partial;
- an operation sees only the active lanes (those that reach it together);
- a shuffle, broadcast or quad op whose source lane is outside the subgroup or inactive gives 0;
- float reductions and scans combine in lane order: ((x0 + x1) + x2) + ..., each step rounded
  to f32.

The jobs run through both executors, as every execution golden."""
import json
import re
import struct

M32 = 0xffffffff


def f32(x):
    return struct.unpack('f', struct.pack('f', x))[0]


def i32(x):
    x &= M32
    return x - (1 << 32) if x & 0x80000000 else x


def subgroups(active, size):
    """Lists of (lane, subgroup invocation id) of the active lanes of each subgroup."""
    n = len(active)
    return [[(l, l - b) for l in range(b, min(b + size, n)) if active[l]] for b in range(0, n, size)]


def reduce_op(kind, op, values):
    acc = values[0]
    for v in values[1:]:
        acc = combine(kind, op, acc, v)
    return acc


def combine(kind, op, a, b):
    if op == 'add':
        r = a + b
    elif op == 'mul':
        r = a * b
    elif op == 'min':
        return min(a, b)
    elif op == 'max':
        return max(a, b)
    elif op == 'and':
        return a & b
    elif op == 'or':
        return a | b
    elif op == 'xor':
        return a ^ b
    return f32(r) if kind == 'f32' else (r & M32 if kind == 'u32' else i32(r))


def reduction(kind, op, x, active, size):
    """subgroupAdd/Mul/Min/Max/And/Or/Xor: every active lane gets the fold over the active lanes."""
    out = {}
    for g in subgroups(active, size):
        if g:
            r = reduce_op(kind, op, [x[l] for l, _ in g])
            for l, _ in g:
                out[l] = r
    return out


def scan(kind, op, x, active, size, inclusive):
    out = {}
    for g in subgroups(active, size):
        acc = None
        for l, _ in g:
            before = acc if acc is not None else (0 if op == 'add' else 1)
            acc = x[l] if acc is None else combine(kind, op, acc, x[l])
            out[l] = acc if inclusive else before
    return out


def permute(x, active, size, source, zero=0):
    """Lane l reads x[source lane]; 0 when the source is outside the subgroup or inactive."""
    out = {}
    n = len(active)
    for b in range(0, n, size):
        for l in range(b, min(b + size, n)):
            if not active[l]:
                continue
            s = source(l - b)
            ok = s is not None and 0 <= s < size and b + s < n and active[b + s]
            out[l] = x[b + s] if ok else zero
    return out


def first_active(active, size):
    out = {}
    for g in subgroups(active, size):
        for l, _ in g:
            out[l] = g[0][0]
    return out


def ballot(pred, active, size):
    out = {}
    for g in subgroups(active, size):
        words = [0, 0, 0, 0]
        for l, sid in g:
            if pred[l]:
                words[sid // 32] |= 1 << (sid % 32)
        for l, _ in g:
            out[l] = words
    return out


cases = {}
HEADER = ('// Golden execution test: {title}. Jobs {name}*.job.json; the expected outputs ({name}*.expected.json)\n'
          '// come from tools/gen_subgroup_goldens.py, a model of the spec: no oracle here runs subgroups.\n')


def case(name, title, shader, bindings, expect, sizes):
    cases[name] = (title, shader, bindings, expect, sizes)


def sto(b, size, init="zeros", t="storage"):
    return {"group": 0, "binding": b, "type": t, "size": size, "init": init}


# ---- builtin values, a workgroup that is not a multiple of the subgroup size ----
def ids_expect(size):
    words = []
    for l in range(12):
        words += [size, l % size, l // size, (12 + size - 1) // size]
    return {0: ("u32", words)}


case("subgroup_ids", "subgroup builtin values", """
enable subgroups;
@group(0) @binding(0) var<storage, read_write> out: array<vec4<u32>>;
@compute @workgroup_size(6, 2) fn main(@builtin(local_invocation_index) li: u32,
    @builtin(subgroup_size) size: u32, @builtin(subgroup_invocation_id) sid: u32,
    @builtin(subgroup_id) sg: u32, @builtin(num_subgroups) n: u32) {
  out[li] = vec4(size, sid, sg, n);
}""", [sto(0, 192)], ids_expect, [8, 4])

# ---- reductions ----
U = [3, 5, 12, 7, 1, 9, 6, 2, 10, 4, 8, 15, 11, 13, 14, 0]
S = [-3, 5, -12, 7, 1, -9, 6, 2, -10, 4, 8, -15, 11, 13, 14, 0]
F = [0.5, -1.5, 2.0, 4.0, -0.25, 8.0, 1.0, 3.0, 1e8, 1.0, -1e8, 1.0, 0.5, 2.0, 0.25, 4.0]
F = [f32(x) for x in F]
ALL16 = [True] * 16


def rows(fn, count=16):
    return [fn(l) for l in range(count)]


def reduce_expect(size):
    ou, oi, of = [], [], []
    for op in ['add', 'mul', 'min', 'max', 'and', 'or', 'xor']:
        r = reduction('u32', op, U, ALL16, size)
        ou += rows(lambda l: r[l])
        r = reduction('i32', op, S, ALL16, size)
        oi += rows(lambda l: r[l])
    big = [x > 0 for x in U]
    r = reduction('u32', 'and', [int(b) for b in big], ALL16, size)
    ou += rows(lambda l: r[l])
    r = reduction('u32', 'or', [int(x == 15) for x in U], ALL16, size)
    ou += rows(lambda l: r[l])
    vx = reduction('i32', 'add', S, ALL16, size)
    vy = reduction('i32', 'add', [i32(-2 * y) for y in S], ALL16, size)
    for l in range(16):
        oi += [vx[l], vy[l]]
    for op in ['add', 'mul', 'min', 'max']:
        r = reduction('f32', op, F, ALL16, size)
        of += rows(lambda l: r[l])
    mx = reduction('f32', 'max', F, ALL16, size)
    mn = reduction('f32', 'min', F, ALL16, size)
    for l in range(16):
        of += [mx[l], -mn[l], 0.5]
    return {3: ("u32", ou), 4: ("i32", oi), 5: ("f32", of)}


case("subgroup_reduce", "subgroup reductions over scalars and vectors", """
enable subgroups;
@group(0) @binding(0) var<storage, read> u: array<u32, 16>;
@group(0) @binding(1) var<storage, read> s: array<i32, 16>;
@group(0) @binding(2) var<storage, read> f: array<f32, 16>;
@group(0) @binding(3) var<storage, read_write> ou: array<u32, 144>;
@group(0) @binding(4) var<storage, read_write> oi: array<i32, 144>;
@group(0) @binding(5) var<storage, read_write> ofl: array<f32, 112>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) l: u32) {
  let x = u[l];
  let y = s[l];
  let z = f[l];
  ou[l] = subgroupAdd(x);
  ou[16 + l] = subgroupMul(x);
  ou[32 + l] = subgroupMin(x);
  ou[48 + l] = subgroupMax(x);
  ou[64 + l] = subgroupAnd(x);
  ou[80 + l] = subgroupOr(x);
  ou[96 + l] = subgroupXor(x);
  ou[112 + l] = u32(subgroupAll(x > 0u));
  ou[128 + l] = u32(subgroupAny(x == 15u));
  oi[l] = subgroupAdd(y);
  oi[16 + l] = subgroupMul(y);
  oi[32 + l] = subgroupMin(y);
  oi[48 + l] = subgroupMax(y);
  oi[64 + l] = subgroupAnd(y);
  oi[80 + l] = subgroupOr(y);
  oi[96 + l] = subgroupXor(y);
  let v = subgroupAdd(vec2(y, -2 * y));
  oi[112 + 2 * l] = v.x;
  oi[113 + 2 * l] = v.y;
  // lane order: with S = 8 the second subgroup sums ((1e8 + 1) - 1e8) + 1 + ... = 7.75, not 8.75
  ofl[l] = subgroupAdd(z);
  ofl[16 + l] = subgroupMul(z);
  ofl[32 + l] = subgroupMin(z);
  ofl[48 + l] = subgroupMax(z);
  let w = subgroupMax(vec3(z, -z, 0.5));
  ofl[64 + 3 * l] = w.x;
  ofl[65 + 3 * l] = w.y;
  ofl[66 + 3 * l] = w.z;
}""", [sto(0, 64, {"u32": U}), sto(1, 64, {"i32": S}), sto(2, 64, {"f32": F}), sto(3, 576), sto(4, 576), sto(5, 448)],
     reduce_expect, [8, 16])


# ---- prefix scans ----
def scan_expect(size):
    ou, oi, of = [], [], []
    for op, inc in [('add', True), ('add', False), ('mul', True), ('mul', False)]:
        r = scan('u32', op, U, ALL16, size, inc)
        ou += rows(lambda l: r[l])
        r = scan('i32', op, S, ALL16, size, inc)
        oi += rows(lambda l: r[l])
        r = scan('f32', op, F, ALL16, size, inc)
        of += rows(lambda l: r[l])
    a = scan('u32', 'add', U, ALL16, size, False)
    b = scan('u32', 'add', [2 * x for x in U], ALL16, size, False)
    for l in range(16):
        ou += [a[l], b[l]]
    return {3: ("u32", ou), 4: ("i32", oi), 5: ("f32", of)}


case("subgroup_scan", "subgroup inclusive and exclusive scans", """
enable subgroups;
@group(0) @binding(0) var<storage, read> u: array<u32, 16>;
@group(0) @binding(1) var<storage, read> s: array<i32, 16>;
@group(0) @binding(2) var<storage, read> f: array<f32, 16>;
@group(0) @binding(3) var<storage, read_write> ou: array<u32, 96>;
@group(0) @binding(4) var<storage, read_write> oi: array<i32, 64>;
@group(0) @binding(5) var<storage, read_write> ofl: array<f32, 64>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) l: u32) {
  let x = u[l];
  let y = s[l];
  let z = f[l];
  ou[l] = subgroupInclusiveAdd(x);
  ou[16 + l] = subgroupExclusiveAdd(x);
  ou[32 + l] = subgroupInclusiveMul(x);
  ou[48 + l] = subgroupExclusiveMul(x);
  oi[l] = subgroupInclusiveAdd(y);
  oi[16 + l] = subgroupExclusiveAdd(y);
  oi[32 + l] = subgroupInclusiveMul(y);
  oi[48 + l] = subgroupExclusiveMul(y);
  ofl[l] = subgroupInclusiveAdd(z);
  ofl[16 + l] = subgroupExclusiveAdd(z);
  ofl[32 + l] = subgroupInclusiveMul(z);
  ofl[48 + l] = subgroupExclusiveMul(z);
  let v = subgroupExclusiveAdd(vec2(x, 2u * x));
  ou[64 + 2 * l] = v.x;
  ou[65 + 2 * l] = v.y;
}""", [sto(0, 64, {"u32": U}), sto(1, 64, {"i32": S}), sto(2, 64, {"f32": F}), sto(3, 384), sto(4, 256), sto(5, 256)],
     scan_expect, [8, 4])

# ---- divergence: operations inside if/else and a loop see only the lanes that reach them ----
NONE = 0xffffffff


def divergent_expect(size):
    out = [NONE] * 144
    lanes = range(16)
    then = [l % 3 != 0 for l in lanes]
    other = [not t for t in then]
    sid = [l % size for l in lanes]
    r = reduction('u32', 'add', list(lanes), then, size)
    e = scan('u32', 'add', list(lanes), then, size, False)
    b = ballot([l % 2 == 0 for l in lanes], then, size)
    fa = first_active(then, size)
    sh = permute([l + 100 for l in lanes], then, size, lambda s: s ^ 1)
    dn = permute([l + 100 for l in lanes], then, size, lambda s: s + 1)
    mx = reduction('u32', 'max', list(lanes), other, size)
    bc = permute(list(lanes), other, size, lambda s: 3)
    for l in lanes:
        if then[l]:
            out[l] = r[l]
            out[16 + l] = e[l]
            out[32 + l] = b[l][0]
            out[48 + l] = int(fa[l] == l)
            out[64 + l] = fa[l] * 10
            out[80 + l] = sh[l]
            out[96 + l] = dn[l]
        else:
            out[l] = mx[l]
            out[112 + l] = bc[l]
    # the loop: iteration k runs the lanes with l % 4 > k; each adds the count of its active lanes
    for l in lanes:
        acc = 0
        for k in range(l % 4):
            act = [m % 4 > k for m in lanes]
            acc += reduction('u32', 'add', [1] * 16, act, size)[l]
        out[128 + l] = acc
    del sid
    return {0: ("u32", out)}


case("subgroup_divergent", "subgroup operations in divergent control flow", """
enable subgroups;
diagnostic(off, subgroup_uniformity);
@group(0) @binding(0) var<storage, read_write> out: array<u32, 144>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) l: u32,
    @builtin(subgroup_invocation_id) sid: u32) {
  if (l % 3u != 0u) {
    out[l] = subgroupAdd(l);
    out[16 + l] = subgroupExclusiveAdd(l);
    out[32 + l] = subgroupBallot(l % 2u == 0u).x;
    out[48 + l] = u32(subgroupElect());
    out[64 + l] = subgroupBroadcastFirst(l * 10u);
    out[80 + l] = subgroupShuffle(l + 100u, sid ^ 1u);  // an inactive partner gives 0
    out[96 + l] = subgroupShuffleDown(l + 100u, 1u);
  } else {
    out[l] = subgroupMax(l);
    out[112 + l] = subgroupBroadcast(l, 3u);  // lane 3 of each subgroup, 0 when it is not here
  }
  var acc = 0u;
  for (var k = 0u; k < l % 4u; k++) {
    acc += subgroupAdd(1u);
  }
  out[128 + l] = acc;
}""", [sto(0, 576, {"u32": [NONE] * 144})], divergent_expect, [8, 4])


# ---- shuffles: ids out of range or negative, vectors ----
def shuffle_expect(size):
    lanes = range(16)
    act = ALL16
    out_u, out_i, out_f = [], [], []
    a = permute([(l, -l) for l in lanes], act, size, lambda s: s - 2, (0, 0))
    for l in lanes:
        out_i += list(a[l])
    b = permute([l + 0.5 for l in lanes], act, size, lambda s: 9)
    out_f += rows(lambda l: b[l])
    c = permute([(l, 2 * l, 3 * l) for l in lanes], act, size, lambda s: s ^ 5, (0, 0, 0))
    for l in lanes:
        out_u += list(c[l])
    d = permute(list(lanes), act, size, lambda s: s - 3)
    out_u += rows(lambda l: d[l])
    e = permute([(l * 0.25, -1.0, l, 2.0) for l in lanes], act, size, lambda s: s + 6, (0, 0, 0, 0))
    for l in lanes:
        out_f += list(e[l])
    g = permute([(l, 7) for l in lanes], act, size, lambda s: 2, (0, 0))
    for l in lanes:
        out_u += list(g[l])
    h = permute(list(lanes), act, size, lambda s: 12)
    out_u += rows(lambda l: h[l])
    k = permute(list(lanes), act, size, lambda s: 15 - s)
    out_u += rows(lambda l: k[l])
    return {0: ("u32", out_u), 1: ("i32", out_i), 2: ("f32", out_f)}


case("subgroup_shuffle", "subgroup shuffles and broadcasts", """
enable subgroups;
@group(0) @binding(0) var<storage, read_write> ou: array<u32, 128>;
@group(0) @binding(1) var<storage, read_write> oi: array<i32, 32>;
@group(0) @binding(2) var<storage, read_write> ofl: array<f32, 80>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) l: u32,
    @builtin(subgroup_invocation_id) sid: u32) {
  let a = subgroupShuffle(vec2(i32(l), -i32(l)), i32(sid) - 2);  // a negative id selects no lane
  oi[2 * l] = a.x;
  oi[2 * l + 1] = a.y;
  ofl[l] = subgroupShuffle(f32(l) + 0.5, 9u);  // lane 9: outside a subgroup of 8
  let c = subgroupShuffleXor(vec3(l, 2u * l, 3u * l), 5u);
  ou[3 * l] = c.x;
  ou[3 * l + 1] = c.y;
  ou[3 * l + 2] = c.z;
  ou[48 + l] = subgroupShuffleUp(l, 3u);
  let e = subgroupShuffleDown(vec4(f32(l) * 0.25, -1.0, f32(l), 2.0), 6u);
  ofl[16 + 4 * l] = e.x;
  ofl[17 + 4 * l] = e.y;
  ofl[18 + 4 * l] = e.z;
  ofl[19 + 4 * l] = e.w;
  let g = subgroupBroadcast(vec2(l, 7u), 2u);
  ou[64 + 2 * l] = g.x;
  ou[65 + 2 * l] = g.y;
  ou[96 + l] = subgroupBroadcast(l, 12);
  ou[112 + l] = subgroupShuffle(l, 15u - sid);
}""", [sto(0, 512), sto(1, 128), sto(2, 320)], shuffle_expect, [8, 16])


# ---- quads ----
def quad_expect(size):
    lanes = range(16)
    out = []
    for src in [lambda s: (s & ~3) + 2, lambda s: s ^ 1, lambda s: s ^ 2, lambda s: s ^ 3]:
        r = permute([l * 10 + 1 for l in lanes], ALL16, size, src)
        out += rows(lambda l: r[l])
    v = permute([(l, 100 + l) for l in lanes], ALL16, size, lambda s: s ^ 3, (0, 0))
    for l in lanes:
        out += list(v[l])
    act = [l % 4 != 1 for l in lanes]
    d = permute(list(lanes), act, size, lambda s: s ^ 1)
    out += rows(lambda l: d.get(l, NONE))
    f = permute([l + 0.5 for l in lanes], ALL16, size, lambda s: (s & ~3) + 1)
    return {0: ("u32", out), 1: ("f32", rows(lambda l: f[l]))}


case("subgroup_quad", "quad operations", """
enable subgroups;
diagnostic(off, subgroup_uniformity);
@group(0) @binding(0) var<storage, read_write> out: array<u32, 112>;
@group(0) @binding(1) var<storage, read_write> ofl: array<f32, 16>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) l: u32) {
  let x = l * 10u + 1u;
  out[l] = quadBroadcast(x, 2);
  out[16 + l] = quadSwapX(x);
  out[32 + l] = quadSwapY(x);
  out[48 + l] = quadSwapDiagonal(x);
  let v = quadSwapDiagonal(vec2(l, 100u + l));
  out[64 + 2 * l] = v.x;
  out[65 + 2 * l] = v.y;
  out[96 + l] = 0xffffffffu;
  if (l % 4u != 1u) {
    out[96 + l] = quadSwapX(l);  // lane 0 of each quad reads the inactive lane 1: 0
  }
  ofl[l] = quadBroadcast(f32(l) + 0.5, 1u);
}""", [sto(0, 448), sto(1, 64)], quad_expect, [8, 4])


# ---- ballots over wide subgroups, a partial last subgroup ----
def ballot_expect(size):
    lanes = range(80)
    act = [True] * 80
    b = ballot([l % 3 == 0 or l == 79 for l in lanes], act, size)
    el = first_active(act, size)
    out = []
    for l in lanes:
        out += b[l] + [int(el[l] == l), 0, 0, 0]
    return {0: ("u32", out)}


case("subgroup_ballot", "subgroupBallot over subgroups of 64 and 128", """
enable subgroups;
@group(0) @binding(0) var<storage, read_write> out: array<vec4<u32>, 160>;
@compute @workgroup_size(80) fn main(@builtin(local_invocation_index) l: u32) {
  out[2 * l] = subgroupBallot(l % 3u == 0u || l == 79u);
  out[2 * l + 1] = vec4(u32(subgroupElect()), 0, 0, 0);
}""", [sto(0, 2560)], ballot_expect, [64, 128])


def expected_json(expect, size):
    bindings = []
    for b, (kind, words) in sorted(expect(size).items()):
        if kind == "f32":
            words = [float(f"{w:.9g}") if w != 0 else 0.0 for w in words]
        bindings.append({"group": 0, "binding": b, kind: words})
    return {"why": f"No oracle here runs subgroups; written by tools/gen_subgroup_goldens.py from the spec, "
                   f"subgroup size {size} (see that script for wgx's choices where the spec leaves values "
                   f"indeterminate).",
            "bindings": bindings}


def dump(obj, path):
    """JSON with indent 1, number lists on one line."""
    text = json.dumps(obj, indent=1)
    text = re.sub(r'\[\s*([-\d.e+,\s]+?)\s*\]', lambda m: '[' + ', '.join(x.strip() for x in m.group(1).split(',')) + ']',
                  text)
    open(path, 'w').write(text + '\n')


for name, (title, shader, bindings, expect, sizes) in cases.items():
    open(name + '.wgsl', 'w').write(HEADER.format(title=title, name=name) + shader.strip() + '\n')
    for i, size in enumerate(sizes):
        stem = name if i == 0 else f"{name}_size{size}"
        job = {"shader": name + ".wgsl", "entry": "main", "dispatch": [1, 1, 1], "bindings": bindings,
               "wgx_subgroup_size": size, "wgx_backends": ["interp"],
               "wgx_backends_why": "the compiled backend does not run subgroup operations yet"}
        dump(job, stem + '.job.json')
        dump(expected_json(expect, size), stem + '.expected.json')
print(len(cases))
