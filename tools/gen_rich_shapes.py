"""The generator's `--shapes all` additions (tools/gen_exec_programs.py): matrices, struct values,
pointers into storage memory and to struct members / array elements, f16, subgroups and more
builtins with deterministic results.

Floats stay exact: every float expression here carries a bound (b, f) -- |value| <= b and every
value a multiple of 2^-f -- and an operation is only generated where its result is still exact
in the type (b * 2^f below 2^24 for f32, 2^11 for f16); otherwise a leaf is used instead. So
products, dot products, matrix products and sums are exact whatever order or fusion an
implementation picks, and executors can be compared bit for bit (and with Dawn). Variables and
struct members of float type hold at most CAP; lets record their own bound.

Every program still avoids undefined and implementation-defined results: indices are reduced
modulo the length, subgroup operations run in uniform control flow and read only lanes that
exist, clamp bounds are ordered where WGSL leaves the unordered case to the implementation,
float-to-integer conversions saturate (spec) but never see NaN or infinity.
"""

# Exactness limits (significand bits) and the bound every float variable keeps.
EXACT = {'f32': 24, 'f16': 11}
CAP = {'f32': (256, 2), 'f16': (16, 2)}

# Struct types of the rich programs: members of every layout-relevant kind (vec3 alignment, arrays
# with strides, matrices whose columns are padded, nested structs).
STRUCTS = {
    'P': [('u', 'u32'), ('v', 'vec3<i32>'), ('f', 'f32b'), ('h', 'vec2<u32>')],
    'Q': [('a', 'i32'), ('p', 'P'), ('arr', 'array<P, 2>'), ('m', 'mat2x3<f32>'), ('w', 'vec3<u32>'),
          ('t', 'array<u32, 3>'), ('k', 'array<mat3x2<f32>, 2>'), ('z', 'f32b')],
    'H': [('a', 'f16'), ('v', 'vec3<f16>'), ('m', 'mat3x3<f16>'), ('b', 'f16'), ('w', 'vec2<f16>')],
}
STRUCT_TEXT = {
    'P': 'struct P { u: u32, v: vec3<i32>, f: f32, h: vec2<u32> }',
    'Q': ('struct Q { a: i32, p: P, arr: array<P, 2>, m: mat2x3<f32>, w: vec3<u32>, t: array<u32, 3>,\n'
          '           k: array<mat3x2<f32>, 2>, z: f32 }'),
    'H': 'struct H { a: f16, v: vec3<f16>, m: mat3x3<f16>, b: f16, w: vec2<f16> }',
}


def wgsl(t):
    """The WGSL spelling of a generator type ('f32b' is an f32 that keeps a bound)."""
    return t.replace('f32b', 'f32')


def is_float(t):
    return t in ('f32b', 'f16') or (t[:3] in ('vec', 'mat') and t.endswith(('f32>', 'f16>')))


def elem(t):
    """The float element type (f32 / f16) of a float scalar, vector or matrix."""
    return 'f16' if t.endswith('f16') or t.endswith('f16>') else 'f32'


def scalar_of(et):
    return 'f32b' if et == 'f32' else 'f16'


def is_mat(t):
    return t.startswith('mat')


def mat_parts(t):
    return int(t[3]), int(t[5]), t[7:-1]


def is_typed(t):
    """Types the rich part generates (the basic generator knows the others)."""
    return is_float(t) or t in STRUCTS or t.startswith('array<')


def layout(t):
    """(size, align) of a host-shareable type, WGSL's rules."""
    t = wgsl(t)
    if t in ('u32', 'i32', 'f32'):
        return 4, 4
    if t == 'f16':
        return 2, 2
    if t.startswith('vec'):
        n, et = int(t[3]), t[5:-1]
        s = layout(et)[0]
        return n * s, (4 if n == 3 else n) * s
    if t.startswith('mat'):
        c, r, et = mat_parts(t)
        size, align = layout(f'vec{r}<{et}>')
        return c * round_up(align, size), align
    if t.startswith('array<'):
        inner, n = t[6:-1].rsplit(', ', 1)
        size, align = layout(inner)
        return int(n) * round_up(align, size), align
    end, align = 0, 1
    for _, mt in STRUCTS[t]:
        size, a = layout(mt)
        end = round_up(a, end) + size
        align = max(align, a)
    return round_up(align, end), align


def round_up(a, x):
    return (x + a - 1) // a * a


def exact(et, b, f):
    return b * (1 << f) < (1 << EXACT[et])


def within(t, bf):
    cb, cf = CAP[elem(t)]
    return bf[0] <= cb and bf[1] <= cf


def paths(name, t):
    """(path, type) of every member, element and matrix column below a struct, array or matrix."""
    out = []
    if t in STRUCTS:
        for m, mt in STRUCTS[t]:
            out.append((f'{name}.{m}', mt))
            out += paths(f'{name}.{m}', mt)
    elif t.startswith('array<'):
        inner, n = t[6:-1].rsplit(', ', 1)
        for i in range(int(n)):
            out.append((f'{name}[{i}]', inner))
            out += paths(f'{name}[{i}]', inner)
    elif is_mat(t):
        c, r, et = mat_parts(t)
        out += [(f'{name}[{i}]', f'vec{r}<{et}>') for i in range(c)]
    return out


class Rich:
    """Mixed into Gen: the typed expressions, statements and program parts of `--shapes all`."""

    # ---- bounded float expressions: (text, (bound, frac bits)) ----
    def fleaf(self, t, scope):
        r = self.r
        et = elem(t)
        cands = [v for v in scope if v[1] == t]
        if cands and r.random() < 0.5:
            name = r.choice(cands)[0]
            return name, self.fbound.get(name, CAP[et])
        if t in ('f32b', 'f16'):
            k = r.randrange(self.n_inp)
            x = r.randrange(4)
            if x == 0:
                return f'{et}(bitcast<i32>(inp[{k}]) % 17i)', (16, 0)
            if x == 1:
                return f'({et}(inp[{k}] % 16u) * 0.25{"h" if et == "f16" else "f"})', (4, 2)
            if x == 2:
                return f'{et}({self.rt("i32", scope, 1)[0]} % 9i)', (8, 0)
            return f'{et}(inp[{k}] & 7u)', (7, 0)
        if is_mat(t):
            c, rr, _ = mat_parts(t)
            if r.random() < 0.5:
                cols = [self.fexp(f'vec{rr}<{et}>', scope, 0) for _ in range(c)]
                return f'{wgsl(t)}({", ".join(x for x, _ in cols)})', maxb(cols)
            parts = [self.fleaf(scalar_of(et), scope) for _ in range(c * rr)]
            return f'{wgsl(t)}({", ".join(x for x, _ in parts)})', maxb(parts)
        n = int(t[3])
        parts = [self.fleaf(scalar_of(et), scope) for _ in range(n)]
        if r.random() < 0.3:
            s = parts[0]
            return f'{wgsl(t)}({s[0]})', s[1]
        return f'{wgsl(t)}({", ".join(x for x, _ in parts)})', maxb(parts)

    def fexp(self, t, scope, d):
        """A bounded float expression of type t (scalar, vector or matrix of f32/f16)."""
        r = self.r
        if d <= 0 or r.random() < 0.25:
            return self.fleaf(t, scope)
        d -= 1
        et = elem(t)
        got = self.fop(t, scope, d)
        if got and exact(et, *got[1]):
            return got
        return self.fleaf(t, scope)

    def fop(self, t, scope, d):
        r = self.r
        et = elem(t)
        sc = scalar_of(et)
        k = r.randrange(12)
        if k < 3:
            op = r.choice(['+', '-', '*']) if not is_mat(t) else r.choice(['+', '-'])
            (a, ba), (b, bb) = self.fexp(t, scope, d), self.fexp(t, scope, d)
            return f'({a} {op} {b})', mul(ba, bb) if op == '*' else add(ba, bb)
        if k == 3:
            # scalar times vector or matrix, either side
            if t == sc:
                return None
            (a, ba), (s, bs) = self.fexp(t, scope, d), self.fexp(sc, scope, d)
            return (f'({a} * {s})' if r.random() < 0.5 else f'({s} * {a})'), mul(ba, bs)
        if is_mat(t):
            return self.mat_op(t, scope, d)
        if k == 4 and not t.startswith('vec'):
            # a scalar out of a vector or a matrix
            if r.random() < 0.5:
                n = r.randint(2, 4)
                (v, bv) = self.fexp(f'vec{n}<{et}>', scope, d)
                return (f'{v}[{self.rt("u32", scope, 1)[0]} % {n}u]' if r.random() < 0.5 else f'{v}.{"xyzw"[r.randrange(n)]}'), bv
            c, rr = r.randint(2, 4), r.randint(2, 4)
            (m, bm) = self.fexp(f'mat{c}x{rr}<{et}>', scope, d)
            return f'{m}[{self.rt("u32", scope, 1)[0]} % {c}u][{r.randrange(rr)}]', bm
        if k == 4:
            # matrix times vector, vector times matrix, a column
            n = int(t[3])
            o = r.randint(2, 4)
            x = r.randrange(3)
            if x == 0:
                (m, bm), (v, bv) = self.fexp(f'mat{o}x{n}<{et}>', scope, d), self.fexp(f'vec{o}<{et}>', scope, d)
                return f'({m} * {v})', (o * bm[0] * bv[0], bm[1] + bv[1])
            if x == 1:
                (v, bv), (m, bm) = self.fexp(f'vec{o}<{et}>', scope, d), self.fexp(f'mat{n}x{o}<{et}>', scope, d)
                return f'({v} * {m})', (o * bm[0] * bv[0], bm[1] + bv[1])
            (m, bm) = self.fexp(f'mat{o}x{n}<{et}>', scope, d)
            return f'{m}[{self.rt("u32", scope, 1)[0]} % {o}u]', bm
        (a, ba) = self.fexp(t, scope, d)
        if k == 5:
            fn = r.choice(['floor', 'ceil', 'round', 'trunc', 'abs', '-'])
            grow = (ba[0] + 1, 0) if fn in ('floor', 'ceil', 'round', 'trunc') else ba
            return (f'(-{a})' if fn == '-' else f'{fn}({a})'), grow
        if k == 6:
            fn = r.choice(['fract', 'sign', 'saturate'])
            return f'{fn}({a})', (1, ba[1] if fn != 'sign' else 0)
        if k == 7:
            (b, bb) = self.fexp(t, scope, d)
            fn = r.choice(['min', 'max', 'step'])
            return f'{fn}({a}, {b})', ((1, 0) if fn == 'step' else maxb([(a, ba), (b, bb)]))
        if k == 8:
            # clamp with ordered bounds (WGSL leaves the unordered case to the implementation)
            (b, bb) = self.fexp(t, scope, d)
            return f'clamp({a}, -abs({b}), abs({b}))', maxb([(a, ba), (b, bb)])
        if k == 9:
            (b, bb), (c, bc) = self.fexp(t, scope, d), self.fexp(t, scope, d)
            return f'fma({a}, {b}, {c})', add(mul(ba, bb), bc)
        if k == 10:
            (b, bb) = self.fexp(t, scope, d)
            cond = self.rt('bool', scope, 1)[0]
            if t.startswith('vec') and r.random() < 0.5:
                cond = f'({a} < {b})'
            return f'select({a}, {b}, {cond})', maxb([(a, ba), (b, bb)])
        if t == sc:
            # dot products, conversions between f32 and f16, a function's result
            x = r.randrange(3)
            if x == 0:
                n = r.randint(2, 4)
                (u, bu), (v, bv) = self.fexp(f'vec{n}<{et}>', scope, d), self.fexp(f'vec{n}<{et}>', scope, d)
                return f'dot({u}, {v})', (n * bu[0] * bv[0], bu[1] + bv[1])
            if x == 1 and self.f16:
                other = 'f16' if et == 'f32' else 'f32'
                (u, bu) = self.fexp(scalar_of(other), scope, d)
                if exact(et, *bu):
                    return f'{et}({u})', bu
            return self.call_typed(t, scope, d)
        if t.startswith('vec') and r.random() < 0.5 and self.f16:
            other = 'f16' if et == 'f32' else 'f32'
            (u, bu) = self.fexp(f'vec{t[3]}<{other}>', scope, d)
            if exact(et, *bu):
                return f'{wgsl(t)}({u})', bu
        if t == 'vec2<f32>' and r.random() < 0.5:
            # through f16 bits and back: exact where the value is exact in f16
            (u, bu) = self.fexp('vec2<f32>', scope, d)
            if exact('f16', *bu):
                return f'unpack2x16float(pack2x16float({u}))', bu
        return self.call_typed(t, scope, d)

    def mat_op(self, t, scope, d):
        r = self.r
        c, rr, et = mat_parts(t)
        x = r.randrange(4)
        if x == 0:
            (m, bm) = self.fexp(f'mat{rr}x{c}<{et}>', scope, d)
            return f'transpose({m})', bm
        if x == 1:
            k = r.randint(2, 4)
            (a, ba), (b, bb) = self.fexp(f'mat{k}x{rr}<{et}>', scope, d), self.fexp(f'mat{c}x{k}<{et}>', scope, d)
            return f'({a} * {b})', (k * ba[0] * bb[0], ba[1] + bb[1])
        if x == 2:
            cols = [self.fexp(f'vec{rr}<{et}>', scope, d) for _ in range(c)]
            return f'{wgsl(t)}({", ".join(v for v, _ in cols)})', maxb(cols)
        if self.f16:
            other = 'f16' if et == 'f32' else 'f32'
            (m, bm) = self.fexp(f'mat{c}x{rr}<{other}>', scope, d)
            if exact(et, *bm):
                return f'{wgsl(t)}({m})', bm
        return self.call_typed(t, scope, d)

    def call_typed(self, t, scope, d):
        fns = [f for f in self.funcs if f[2] == t]
        if not fns:
            return None
        name, ps, _ = self.r.choice(fns)
        return f'{name}({", ".join(self.expr(p, scope, d)[0] for p in ps)})', self.fnbound.get(name, CAP[elem(t)])

    def capped(self, t, scope, d):
        """A float expression that fits a variable of type t (bounded by CAP)."""
        for _ in range(4):
            e, bf = self.fexp(t, scope, d)
            if within(t, bf):
                return e
        while True:
            e, bf = self.fleaf(t, [v for v in scope if v[0] not in self.fbound or within(t, self.fbound[v[0]])])
            if within(t, bf):
                return e

    # ---- struct and array values ----
    def sexp(self, t, scope, d):
        """A struct or array value: a constructor, a variable, a member, a call, a storage load."""
        r = self.r
        cands = [v for v in scope if v[1] == t]
        x = r.random()
        if cands and x < 0.4:
            return r.choice(cands)[0]
        if x < 0.55 and d > 0:
            got = self.call_typed(t, scope, d - 1)
            if got:
                return got[0]
        if x < 0.65 and t == 'Q' and self.sbuf and any(v[0] == 'gid' for v in scope):
            return f'sbuf[gid]'
        if x < 0.7 and t == 'P':
            qs = [v for v in scope if v[1] == 'Q']
            if qs:
                return f'{r.choice(qs)[0]}.arr[{self.rt("u32", scope, 1)[0]} % 2u]'
        if t.startswith('array<'):
            inner, n = t[6:-1].rsplit(', ', 1)
            return f'{t}({", ".join(self.value(inner, scope, max(d - 1, 0)) for _ in range(int(n)))})'
        return f'{t}({", ".join(self.value(mt, scope, max(d - 1, 0)) for _, mt in STRUCTS[t])})'

    def value(self, t, scope, d):
        """A value of any type the generator knows, fitting a variable of that type."""
        if is_float(t):
            return self.capped(t, scope, d)
        if is_typed(t):
            return self.sexp(t, scope, d)
        return self.rt(t, scope, d)[0]

    # ---- names in scope ----
    def declare(self, name, t, scope, muts, mutable, bound=None):
        """Adds a variable (and every member path below it) to scope, and to muts if mutable."""
        entries = [(name, t)] + paths(name, t)
        scope += entries
        if bound is not None:
            self.fbound[name] = bound
            for p, pt in entries[1:]:
                self.fbound[p] = bound
        if mutable:
            muts += entries

    # ---- integer builtins with deterministic results ----
    def int_builtin(self, t, scope, d):
        r = self.r
        k = r.randrange(11)
        if k == 0:
            # low > high is defined at run time (min(max(e, low), high)); both const is an error
            low, high = self.pair(t, t, scope, d)
            return f'clamp({self.expr(t, scope, d)[0]}, {low}, {high})'
        if k == 1:
            e = self.rt(t, scope, d)[0]
            return r.choice([f'insertBits({e}, {self.expr(t, scope, d)[0]}, {self.rt("u32", scope, 1)[0]} % 40u, {self.rt("u32", scope, 1)[0]} % 40u)',
                             f'extractBits({e}, {self.rt("u32", scope, 1)[0]} % 40u, {self.rt("u32", scope, 1)[0]} % 40u)',
                             f'firstTrailingBit({e})', f'firstLeadingBit({e})', f'countLeadingZeros({e})',
                             f'{"sign" if t == "i32" else "abs"}({e})'])
        if k == 2:
            n = r.randint(2, 4)
            a, b = self.pair(f'vec{n}<{t}>', f'vec{n}<{t}>', scope, d)
            return f'dot({a}, {b})'
        if k == 3:
            a, b = self.rt('u32', scope, d)[0], self.expr('u32', scope, d)[0]
            fn = r.choice(['dot4I8Packed', 'dot4U8Packed'])
            res = 'i32' if fn == 'dot4I8Packed' else 'u32'
            return f'{fn}({a}, {b})' if res == t else f'bitcast<{t}>({fn}({a}, {b}))'
        if k == 4:
            fn = r.choice(['pack4xI8', 'pack4xU8', 'pack4xI8Clamp', 'pack4xU8Clamp'])
            vt = 'vec4<i32>' if 'I8' in fn else 'vec4<u32>'
            e = f'{fn}({self.rt(vt, scope, d)[0]})'
            return e if t == 'u32' else f'bitcast<i32>({e})'
        if k == 5:
            # float to integer at the edges: saturating conversions of exact large values
            kk = r.randrange(self.n_inp)
            # (integers converted to f32 have at most 24 significant bits, so the conversion is
            # exact: WGSL lets an implementation round an inexact one either way)
            if t == 'i32':
                return r.choice([f'i32(f32(inp[{kk}] % 1000u) * 16777216.0f)', f'i32(-f32(inp[{kk}] % 1000u) * 8388608.0f)',
                                 f'i32(f32(bitcast<i32>(inp[{kk}]) >> 8u) * 256.0f)'])
            return r.choice([f'u32(f32(bitcast<i32>(inp[{kk}]) % 1000i) * 8388608.0f)', f'u32(-f32(inp[{kk}] >> 8u))',
                             f'u32(f32(inp[{kk}] >> 8u) * 512.0f)'])
        if k == 6:
            # an exact float (f32 or f16) truncated to an integer
            et = 'f16' if self.f16 and r.random() < 0.4 else 'f32'
            e, _ = self.fexp(scalar_of(et), scope, d)
            return f'{t}({e})'
        if k == 7:
            e = f'pack4x8snorm(sign({self.fexp("vec4<f32>", scope, d)[0]}))' if r.random() < 0.5 else \
                f'pack2x16unorm(step(vec2<f32>(0.5f), {self.fexp("vec2<f32>", scope, d)[0]}))'
            return e if t == 'u32' else f'bitcast<i32>({e})'
        if k == 8 and self.storage_readers:
            name = r.choice(self.storage_readers)
            return f'{name}(&inp, {self.rt("u32", scope, d)[0]})' if t == 'u32' else f'bitcast<i32>({name}(&inp, {self.rt("u32", scope, d)[0]}))'
        if k == 9:
            # a struct member or a matrix element read out of an expression
            st = r.choice(['P', 'Q'])
            if st == 'Q' and not self.use_q:
                st = 'P'
            if not self.use_p:
                return None
            e = self.sexp(st, scope, d)
            m = r.choice([m for m, mt in STRUCTS[st] if mt in (t, f'vec3<{t}>', f'vec2<{t}>')] or ['u'])
            mt = dict(STRUCTS[st])[m]
            sel = '' if mt == t else f'.{r.choice("xy")}'
            text = f'{e}.{m}{sel}'
            return text if (mt == t or mt.endswith(f'<{t}>')) else f'bitcast<{t}>({text})'
        return None

    def vec_builtin(self, t, scope, d):
        r = self.r
        n, et = int(t[3]), t[5:-1]
        k = r.randrange(5)
        if k == 0 and n == 4:
            fn = 'unpack4xI8' if et == 'i32' else 'unpack4xU8'
            return f'{fn}({self.rt("u32", scope, d)[0]})'
        if k == 1:
            a, b = self.pair(t, t, scope, d)
            return f'{r.choice(["min", "max"])}({a}, {b})'
        if k == 2:
            a, b = self.pair(t, t, scope, d)
            return f'select({a}, {b}, {a} {r.choice(["<", ">=", "!="])} {b})'
        if k == 3:
            e = self.rt(t, scope, d)[0]
            return f'{r.choice(["countOneBits", "reverseBits", "countLeadingZeros", "firstTrailingBit", "abs"])}({e})'
        a, b = self.pair(t, t, scope, d)
        return f'clamp({a}, min({a}, {b}), max({a}, {b}))'

    def bool_builtin(self, scope, d):
        r = self.r
        k = r.randrange(3)
        if k == 0:
            n = r.randint(2, 4)
            et = 'f16' if self.f16 and r.random() < 0.4 else 'f32'
            (a, _), (b, _) = self.fexp(f'vec{n}<{et}>', scope, d), self.fexp(f'vec{n}<{et}>', scope, d)
            return f'{r.choice(["any", "all"])}({a} {r.choice(["<", "<=", "==", "!="])} {b})'
        if k == 1 and self.use_p:
            # struct values compared by member
            a, b = self.sexp('P', scope, d), self.sexp('P', scope, d)
            return r.choice([f'all({a}.v == {b}.v)', f'({a}.u != {b}.u)', f'({a}.f <= {b}.f)'])
        et = 'f16' if self.f16 and r.random() < 0.4 else 'f32'
        (a, _), (b, _) = self.fexp(scalar_of(et), scope, d), self.fexp(scalar_of(et), scope, d)
        return f'({a} {r.choice(["<", ">", "==", "!="])} {b})'


    # ---- statements ----
    def float_type(self):
        r = self.r
        et = 'f16' if self.f16 and r.random() < 0.4 else 'f32'
        x = r.randrange(3)
        if x == 0:
            return scalar_of(et)
        if x == 1:
            return f'vec{r.randint(2, 4)}<{et}>'
        return f'mat{r.randint(2, 4)}x{r.randint(2, 4)}<{et}>'

    def struct_type(self):
        r = self.r
        opts = ['P', 'P', 'array<P, 2>'] + (['Q', 'Q'] if self.use_q else [])
        return r.choice(opts)

    def rich_stmt(self, k, scope, muts, d, lines, ind, in_loop):
        r = self.r
        sp = '  ' * ind
        if k == 15:
            # a float scalar, vector or matrix: a var within CAP or a let with its own bound
            t = self.float_type()
            name = self.fresh()
            if r.random() < 0.5:
                lines.append(f'{sp}var {name}: {wgsl(t)} = {self.capped(t, scope, 3)};')
                self.declare(name, t, scope, muts, True)
            else:
                e, bf = self.fexp(t, scope, 3)
                lines.append(f'{sp}let {name}: {wgsl(t)} = {e};')
                self.declare(name, t, scope, muts, False, bf)
            return True
        if k == 16:
            # matrix columns and elements stored by constant and by run-time index, compound ops
            mats = [m for m in muts if is_mat(m[1])]
            if not mats:
                return False
            name, t = r.choice(mats)
            c, rr, et = mat_parts(t)
            col = f'{self.rt("u32", scope, 1)[0]} % {c}u' if r.random() < 0.5 else str(r.randrange(c))
            x = r.randrange(4)
            if x == 0:
                lines.append(f'{sp}{name}[{col}] = {self.capped(f"vec{rr}<{et}>", scope, 2)};')
            elif x == 1:
                row = f'{self.rt("u32", scope, 1)[0]} % {rr}u' if r.random() < 0.5 else str(r.randrange(rr))
                lines.append(f'{sp}{name}[{col}][{row}] = {self.capped(scalar_of(et), scope, 2)};')
            elif x == 2:
                lines.append(f'{sp}{name}[{col}].{"xyzw"[r.randrange(rr)]} = {self.capped(scalar_of(et), scope, 2)};')
            else:
                lines.append(f'{sp}{name} = {self.capped(t, scope, 2)};')
            return True
        if k == 17 and self.use_p:
            # a struct or array of structs as a value: constructed, copied, assigned whole
            t = self.struct_type()
            name = self.fresh()
            kw = r.choice(['var', 'let', 'var'])
            if kw == 'var' and r.random() < 0.3:
                lines.append(f'{sp}var {name}: {t};')
            else:
                lines.append(f'{sp}{kw} {name}: {t} = {self.sexp(t, scope, 2)};')
            self.declare(name, t, scope, muts, kw == 'var')
            return True
        if k == 18 and self.use_p:
            # whole-struct and whole-array assignment into a variable, a member or an element
            targets = [m for m in muts if m[1] in STRUCTS or m[1].startswith('array<')]
            if not targets:
                return False
            name, t = r.choice(targets)
            if t.startswith('array<') and r.random() < 0.5:
                inner, n = t[6:-1].rsplit(', ', 1)
                lines.append(f'{sp}{name}[{self.rt("u32", scope, 1)[0]} % {n}u] = {self.value(inner, scope, 2)};')
            else:
                lines.append(f'{sp}{name} = {self.value(t, scope, 2)};')
            return True
        if k == 19:
            return self.pointer_stmt(scope, muts, lines, sp)
        if k == 20 and self.use_p:
            # a struct compared member by member decides a branch
            c = self.bool_builtin(scope, 1)
            lines.append(f'{sp}if ({c}) {{')
            self.block(list(scope), list(muts), max(d - 1, 0), lines, ind + 1, r.randint(1, 2), in_loop)
            lines.append(f'{sp}}}')
            return True
        return False

    def pointer_stmt(self, scope, muts, lines, sp):
        """A let-bound pointer to a member or element, or a call with a pointer to one."""
        r = self.r
        structs = [m for m in muts if m[1] == 'P' and not m[0].startswith('(*')]
        if self.ptr_p and structs and r.random() < 0.6:
            name, space, _ = r.choice(self.ptr_p)
            cands = [m for m in structs if self.space_of(m[0]) == space]
            if cands:
                lines.append(f'{sp}{name}(&{r.choice(cands)[0]}, {self.rt("u32", scope, 2)[0]});')
                return True
        if self.ptr_u and r.random() < 0.5:
            name, space = r.choice(self.ptr_u)
            cands = [m for m in muts if m[1] == 'u32' and self.space_of(m[0]) == space and ('.' in m[0] or '[' in m[0])
                     and not m[0].startswith(('(*', 's.')) and not m[0].endswith(('.x', '.y', '.z', '.w'))]
            if cands:
                lines.append(f'{sp}{name}(&{r.choice(cands)[0]}, {self.rt("u32", scope, 2)[0]});')
                return True
        comps = [m for m in muts if (m[1] in STRUCTS or m[1].startswith('array<') or is_mat(m[1]))
                 and not m[0].startswith('(*')]
        if not comps:
            return False
        base, t = r.choice(comps)
        if t.startswith('array<'):
            inner, n = t[6:-1].rsplit(', ', 1)
            target, tt = f'{base}[{self.rt("u32", scope, 1)[0]} % {n}u]', inner
        elif is_mat(t):
            c, rr, et = mat_parts(t)
            target, tt = f'{base}[{self.rt("u32", scope, 1)[0]} % {c}u]', f'vec{rr}<{et}>'
        else:
            m, tt = r.choice(STRUCTS[t])
            target = f'{base}.{m}'
        pv = self.fresh('pp')
        lines.append(f'{sp}let {pv} = &{target};')
        subs = [('', tt)] + [(p[len(pv):], pt) for p, pt in paths(pv, tt)]
        for _ in range(r.randint(1, 2)):
            sub, st = r.choice(subs)
            lhs = f'(*{pv}){sub}' if (not sub or r.random() < 0.5) else f'{pv}{sub}'
            lines.append(f'{sp}{lhs} = {self.value(st, scope, 2)};')
        sub, st = r.choice(subs)
        if not is_typed(st) or is_float(st) and not is_mat(st):
            v = self.fresh()
            lines.append(f'{sp}let {v} = {pv}{sub};' if sub else f'{sp}let {v} = *{pv};')
            self.declare(v, st, scope, [], False)
        return True

    def space_of(self, path):
        if path.startswith('sbuf'):
            return 'storage'
        if path.startswith(('pq', 'pm')):
            return 'private'
        return 'function'

    # ---- helpers ----
    def param_types(self):
        r = self.r
        opts = ['u32', 'i32', 'f32b', 'vec3<f32>', f'mat{r.randint(2, 4)}x{r.randint(2, 4)}<f32>']
        if self.use_p:
            opts += ['P', 'array<P, 2>'] + (['Q'] if self.use_q else [])
        if self.f16:
            opts += ['f16', 'vec2<f16>', 'mat2x3<f16>']
        return opts

    def typed_helper(self, idx):
        """A function taking and returning values of every kind (structs, arrays, matrices)."""
        r = self.r
        opts = self.param_types()
        ps = [r.choice(opts) for _ in range(r.randint(1, 3))]
        ret = r.choice(opts)
        name = f'v{idx}fn'
        scope, muts = [], []
        for i, t in enumerate(ps):
            self.declare(f'p{i}', t, scope, [], False)
        lines = [f'fn {name}({", ".join(f"p{i}: {wgsl(t)}" for i, t in enumerate(ps))}) -> {wgsl(ret)} {{']
        res = self.fresh('res')
        lines.append(f'  var {res}: {wgsl(ret)} = {self.value(ret, scope, 2)};')
        self.declare(res, ret, scope, muts, True)
        self.ret = ret
        self.block(scope, muts, 1, lines, 1, self.r.randint(1, 3))
        self.ret = None
        lines.append(f'  return {res};')
        lines.append('}')
        self.funcs.append((name, ps, ret))
        return lines

    def p_mutator(self, idx, space):
        """fn NAME(p: ptr<SPACE, P[, read_write]>, x: u32): members changed through the pointer."""
        name = f'm{idx}{space[0]}'
        acc = ', read_write' if space == 'storage' else ''
        r = self.r
        lines = [f'fn {name}(p: ptr<{space}, P{acc}>, x: u32) {{',
                 f'  p.u = p.u {r.choice(["^", "+", "*"])} x;',
                 f'  (*p).v = p.v.{r.choice(["zxy", "yzx", "xzy"])} + vec3<i32>(i32(x % 7u));',
                 f'  if (x % {r.randint(2, 4)}u == 1u) {{ return; }}',
                 f'  p.h[x % 2u] = p.h.{r.choice(["x", "y"])} + x;',
                 '  p.f = clamp(p.f + f32(x % 5u), -256.0f, 256.0f);', '}']
        self.ptr_p.append((name, space, 'P'))
        return lines

    def u_mutator(self, idx, space):
        name = f'u{idx}{space[0]}'
        acc = ', read_write' if space == 'storage' else ''
        lines = [f'fn {name}(p: ptr<{space}, u32{acc}>, x: u32) {{',
                 f'  *p = (*p << (x % 5u)) ^ {self.r.choice(["x", "(x + 1u)", "~x"])};', '}']
        self.ptr_u.append((name, space))
        return lines

    def storage_reader(self, idx):
        name = f'rd{idx}'
        self.storage_readers.append(name)
        return [f'fn {name}(p: ptr<storage, array<u32, 16>, read>, k: u32) -> u32 {{',
                f'  let q = &(*p)[(k + 3u) % 16u];',
                f'  return p[k % 16u] ^ (*q << 1u);', '}']

    # ---- uniform parts of the entry point ----
    def subgroup_part(self, scope, wg):
        """Subgroup operations in uniform control flow, each reading only lanes that exist."""
        r = self.r
        lim = min(wg, self.sg_size)
        lines = []
        for _ in range(r.randint(2, 5)):
            t = r.choice(['u32', 'i32', 'u32', 'vec2<u32>'])
            x = self.rt(t, scope, 2)[0]
            k = r.randrange(9)
            if k < 3:
                fn = r.choice(['subgroupAdd', 'subgroupMul', 'subgroupMin', 'subgroupMax', 'subgroupAnd', 'subgroupOr',
                               'subgroupXor', 'subgroupExclusiveAdd', 'subgroupInclusiveAdd', 'subgroupExclusiveMul',
                               'subgroupInclusiveMul'])
                e = f'{fn}({x})'
            elif k == 3:
                e = f'subgroupBroadcast({x}, {r.randrange(lim)}u)' if r.random() < 0.6 else f'subgroupBroadcastFirst({x})'
            elif k == 4:
                m = r.randrange(lim)
                e = f'subgroupShuffle({x}, sid ^ {m}u)' if r.random() < 0.5 else f'subgroupShuffleXor({x}, {m}u)'
            elif k == 5:
                dl = r.randint(1, 3)
                if r.random() < 0.5:
                    e = f'select({t}(), subgroupShuffleUp({x}, {dl}u), sid >= {dl}u)'
                else:
                    e = f'select({t}(), subgroupShuffleDown({x}, {dl}u), sid + {dl}u < {lim}u)'
            elif k == 6:
                t = 'vec4<u32>'
                e = f'subgroupBallot({self.rt("bool", scope, 1)[0]})'
            elif k == 7:
                t = 'bool'
                e = r.choice([f'subgroupAll({self.rt("bool", scope, 1)[0]})', f'subgroupAny({self.rt("bool", scope, 1)[0]})',
                              'subgroupElect()'])
            elif wg >= 4:
                e = r.choice([f'quadBroadcast({x}, {r.randrange(4)}u)', f'quadSwapX({x})', f'quadSwapY({x})', f'quadSwapDiagonal({x})'])
            else:
                t = 'f32b'
                v, bf = self.fexp('f32b', scope, 1)
                if not exact('f32', bf[0] * lim, bf[1]):
                    continue
                e = f'subgroupAdd({v})'
                bf = (bf[0] * lim, bf[1])
            name = self.fresh('sg')
            lines.append(f'  let {name} = {e};')
            self.declare(name, t, scope, [], False, bf if t == 'f32b' else None)
        return lines

    def workgroup_part(self, scope, wg):
        """Matrices and structs through workgroup memory: each lane writes its own element, reads
        another's after a barrier, and nobody writes before the next barrier."""
        r = self.r
        lines = []
        lines.append(f'  wm[li] = {self.capped("mat2x3<f32>", scope, 2)};')
        if self.use_p:
            lines.append(f'  wp[li] = {self.sexp("P", scope, 2)};')
            lines.append(f'  wp[li].v[{self.rt("u32", scope, 1)[0]} % 3u] = {self.rt("i32", scope, 2)[0]};')
        lines.append('  workgroupBarrier();')
        a = self.fresh('wmv')
        lines.append(f'  let {a} = wm[(li + {r.randint(1, wg)}u) % {wg}u];')
        self.declare(a, 'mat2x3<f32>', scope, [], False, CAP['f32'])
        if self.use_p:
            b = self.fresh('wpv')
            lines.append(f'  let {b} = wp[{wg - 1}u - li];')
            self.declare(b, 'P', scope, [], False)
            c = self.fresh('wpc')
            lines.append(f'  let {c} = wp[(li + 1u) % {wg}u].v;')
            scope.append((c, 'vec3<i32>'))
        lines.append('  workgroupBarrier();')
        return lines


    # ---- program setup ----
    def rich_setup(self, head, wg, groups, use_wg):
        """Chooses the rich features of one program; returns (enable lines, extra bindings)."""
        r = self.r
        enables, binds = [], []
        # 'core' draws the same numbers as 'all' but leaves out what Dawn's compatibility mode
        # cannot run (f16, subgroups)
        self.f16 = r.random() < 0.2 and not self.core
        self.subgroups = r.random() < 0.2 and not self.core
        self.use_p = r.random() < 0.6
        self.use_q = self.use_p and r.random() < 0.6
        self.sbuf = self.use_q and r.random() < 0.6
        self.hbuf = self.f16 and r.random() < 0.6
        self.pq = self.use_q and r.random() < 0.4
        self.pm = r.random() < 0.4
        self.wm = wg > 1 and r.random() < 0.4
        self.sg_size = r.choice([4, 8, 16, 32, 64])
        if self.f16:
            enables.append('enable f16;')
        if self.subgroups:
            enables.append('enable subgroups;')
        if self.use_p:
            head.append(STRUCT_TEXT['P'])
        if self.use_q:
            head.append(STRUCT_TEXT['Q'])
        if self.hbuf:
            head.append(STRUCT_TEXT['H'])
        n = wg * groups
        if self.sbuf:
            head.append('@group(0) @binding(3) var<storage, read_write> sbuf: array<Q>;')
            binds.append({'group': 0, 'binding': 3, 'type': 'storage', 'size': layout('Q')[0] * n, 'init': 'zeros'})
        if self.hbuf:
            head.append('@group(0) @binding(4) var<storage, read_write> hbuf: array<H>;')
            binds.append({'group': 0, 'binding': 4, 'type': 'storage', 'size': layout('H')[0] * n, 'init': 'zeros'})
        if self.pq:
            head.append('var<private> pq: Q;')
        if self.pm:
            head.append('var<private> pm: array<mat3x3<f32>, 2>;')
        if self.wm:
            head.append(f'var<workgroup> wm: array<mat2x3<f32>, {wg}>;')
            if self.use_p:
                head.append(f'var<workgroup> wp: array<P, {wg}>;')
        return enables, binds

    def rich_helpers(self):
        r = self.r
        lines = []
        spaces = ['function'] + (['storage'] if self.sbuf else []) + (['private'] if self.pq else [])
        if self.use_p:
            for i, space in enumerate(spaces):
                if r.random() < 0.6:
                    lines += self.p_mutator(i, space) + ['']
        for i, space in enumerate(spaces + (['private'] if self.pm and not self.pq else [])):
            if r.random() < 0.4:
                lines += self.u_mutator(i, space) + ['']
        if r.random() < 0.4:
            lines += self.storage_reader(0) + ['']
        for i in range(r.choice([0, 1, 1, 2, 3])):
            lines += self.typed_helper(i) + ['']
        return lines

    def rich_scope(self, scope, muts):
        """Memory of the rich parts the entry point reads and writes: its own storage elements,
        private structs and matrices, the subgroup builtin values."""
        if self.sbuf:
            self.declare('sbuf[gid]', 'Q', scope, muts, True)
        if self.hbuf:
            self.declare('hbuf[gid]', 'H', scope, muts, True)
        if self.pq:
            self.declare('pq', 'Q', scope, muts, True)
        if self.pm:
            self.declare('pm', 'array<mat3x3<f32>, 2>', scope, muts, True)
        if self.subgroups:
            scope += [('sid', 'u32'), ('ssz', 'u32')]


def add(a, b):
    return a[0] + b[0], max(a[1], b[1])


def mul(a, b):
    return a[0] * b[0], a[1] + b[1]


def maxb(parts):
    return max(p[1][0] for p in parts), max(p[1][1] for p in parts)
