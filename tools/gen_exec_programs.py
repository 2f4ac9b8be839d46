#!/usr/bin/env python3
"""Generates random but valid WGSL compute programs for the execution differential corpus.

Usage: tools/gen_exec_programs.py OUTDIR [--seed S] [--count N] [--start K] [--shapes basic|exits|all|core]
Writes OUTDIR/gen_NNN_TAGS.wgsl and gen_NNN_TAGS.job.json (the Dawn oracle's job format; TAGS
name the features used) for NNN = K .. K+N-1; program NNN depends only on (S, NNN). Record
Dawn's output with tools/record_dawn.py and keep a case only where `wgx check` accepts it and wgx
agrees with Dawn.

To check new programs without adding them to the corpus (N programs of seed S into a temporary
folder, each run live on Dawn and on both wgx backends, every disagreement listed):
  tools/exec_differential.py build/src/wgx build/tests/wgx_exec_compare --generate S --count N
(--keep DIR keeps the programs).

The programs stay inside what `wgx run` supports and avoid implementation-defined results:
integer arithmetic (wrapping, division/remainder by zero, INT_MIN / -1, shifts by any amount),
comparisons, select, bool logic, vectors, structs and arrays in function/private/workgroup
memory (indices reduced modulo the length), pointer parameters, if/else, bounded for/while/loop
loops, switch, helper functions, workgroupBarrier between workgroup-memory phases and
commutative atomics. Floats only through exact operations (+, -, * on small integers,
conversions, min/max/floor/abs) -- no transcendental builtins. No operation has only literal
operands, so nothing is a const-expression that could fail at shader creation.

Shapes: 'basic' (the default) is the generator the recorded corpus was written with; 'exits' adds
exits at every depth, component stores, pointers into private and workgroup memory and barriers
in uniform loops (it was called 'all' for the long runs recorded in docs/differential.md before
the rich shapes, and gives exactly those programs); 'all' adds matrices, struct values, pointers
into storage memory and to members and elements, f16, subgroups and more builtins
(tools/gen_rich_shapes.py); 'core' is 'all' without f16 and subgroups (Dawn here runs neither)
and gives the same programs otherwise.

tests/golden/exec/gen_* is --seed 1 --count 151 without program 137. Known cases where Dawn on
llvmpipe disagrees with the WGSL spec (and wgx), kept out of the corpus:
- extractBits(CONST, runtime offset, count) sees only the low 16 bits of CONST:
  extractBits(0x12345678u, inp[0], 24u) with inp[0] = 0 gives 0x5678, not 0x345678. Seeds 1-5
  (400 programs each): seed 1 programs 137, 316, 364; seed 2: 6, 90; seed 3: 259, 298, 319;
  seed 4: 100, 211, 264, 388; seed 5: 32, 42, 134, 221, 285, 346, 363; seed 6 (100 programs):
  24 (extractBits(65536u, ...)), 36 (extractBits(2147483648u, ...)).
  Each agrees once the constant is made a run-time value (CONST | (inp[0] & 0u)).
  The same with an i32 constant and offsets past the low 16 bits: abs(extractBits(2147483647i,
  offset, 8u)) gives 1 on Dawn for offsets 24-31 where the spec (and Dawn itself, with the constant
  made a run-time value) gives 127, 63, ..., 1 (--shapes core, seed 31 program 79); seed 32
  program 9 (--shapes core): extractBits(2147483648u, gid % 33u, 8u); seed 9191 program 16
  (--shapes core): ~extractBits(63u, inp[4] % 33u, 0u) is 0xffff on Dawn, not 0xffffffff; seed
  1202 (--shapes core) programs 15 (extractBits(2147483647u, inp[5] % 33u, 4u) as a switch
  selector; wgpu agrees with wgx) and 27 (extractBits(2147483647u, offset 2, 31u) is 0x3fff on
  Dawn, 0x1fffffff as the spec says).
- an atomic's operand computed by countOneBits is narrowed to 16 bits: atomicSub(&a,
  countOneBits(x)) with a = 100u, x = 1u leaves 0x10063, not 99; atomicMin(&b, ~countOneBits(x))
  with b = 0xffffffffu leaves 0xfffe, not 0xfffffffe (seen with an earlier version of this script).
  The same narrowing outside atomics: `tile[li] + ~countOneBits(t)` with tile[li] = 0, t = 0 gives
  0xffff on Dawn, not 0xffffffff (--shapes all, seed 21 program 145).
- Dawn sometimes gives +0.0 where IEEE arithmetic gives -0.0 ((x - x) * negative; seed 3 programs
  66, 332; seed 4: 132; seed 5: 27) or the reverse; WGSL lets implementations ignore the sign of
  zero and the golden test does too (those programs would pass it).
"""
import argparse
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_rich_shapes import STRUCT_TEXT, Rich, is_float, is_mat, is_typed, layout, mat_parts, wgsl  # noqa: E402

INTS = ['i32', 'u32']
LIT_I = [0, 1, -1, 2, 3, -7, 31, 32, 100, 2147483647, -2147483647, 65535, -65536]
LIT_U = [0, 1, 2, 3, 5, 31, 32, 33, 63, 255, 0x80000000, 0xffffffff, 0x7fffffff, 65536, 1000]


SHAPES = ('basic', 'exits', 'all', 'core')
RICH_TAGS = (('mat', 'mat'), ('sv', 'struct P'), ('sptr', 'ptr<storage'), ('f16', 'enable f16'), ('sg', 'enable subgroups'))


class Gen(Rich):
    def __init__(self, seed, shapes='basic'):
        self.r = random.Random(seed)
        # 'basic' keeps the recorded corpus reproducible; 'exits' adds exits at every depth
        # (uniform and divergent), component stores, pointers into private and workgroup memory
        # and barriers in uniform loops (it was 'all' for the runs recorded before the rich
        # shapes, and still gives those programs); 'all' adds the rich shapes on top
        # (tools/gen_rich_shapes.py: matrices, struct values, storage pointers, f16, subgroups,
        # more builtins). Every random draw of a richer level is made only at that level.
        level = SHAPES.index(shapes)
        self.extended = level >= 1
        self.rich = level >= 2
        self.core = shapes == 'core'  # 'all' without f16 and subgroups (what Dawn here runs)
        self.fbound = {}         # let name -> (bound, fraction bits) of a float value
        self.fnbound = {}
        self.f16 = False
        self.sbuf = False
        self.use_p = self.use_q = False
        self.storage_readers = []
        self.ptr_p = []          # (name, space, 'P'): fn NAME(p: ptr<SPACE, P>, x: u32)
        self.ptr_u = []          # (name, space): fn NAME(p: ptr<SPACE, u32>, x: u32)
        self.sg_size = 32
        self.ret = None          # the return type of the function being generated ('' : entry point)
        self.wg_ptr = False      # a workgroup pointer helper may be called on tile[li]
        self.n_inp = 16
        self.funcs = []          # (name, [param types], ret type)
        self.ptrfns = []         # (name, pointee type): fn NAME(p: ptr<function, T>, x: T)
        self.tmp = 0
        self.ptrfns_ext = []     # (name, address space, pointee type): fn NAME(p: ptr<SPACE, T>, x: T)

    def fresh(self, p='v'):
        self.tmp += 1
        if f'{p}{self.tmp}' in ('i32', 'u32', 'f32', 'f16'):  # a name may not shadow a type here
            self.tmp += 1
        return f'{p}{self.tmp}'

    # ---- expressions: return (text, is_const) ----
    def lit(self, t):
        r = self.r
        if t == 'i32':
            return f'{r.choice(LIT_I)}i'
        if t == 'u32':
            return f'{r.choice(LIT_U)}u'
        if t == 'f32':
            return f'{r.choice([0, 1, -1, 0.5, 2, -3, 1024, 0.25])}f'
        if t == 'bool':
            return r.choice(['true', 'false'])
        n, et = vec_parts(t)
        return f'{t}({", ".join(self.lit(et) for _ in range(n))})'

    def leaf(self, t, scope):
        r = self.r
        if self.rich and is_typed(t):
            return self.value(t, scope, 0), False
        cands = [v for v in scope if v[1] == t]
        x = r.random()
        if cands and x < 0.6:
            return r.choice(cands)[0], False
        if x < 0.85:
            k = r.randrange(self.n_inp)
            if t == 'u32':
                return f'inp[{k}]', False
            if t == 'i32':
                return f'bitcast<i32>(inp[{k}])', False
            if t == 'f32':
                return f'f32(bitcast<i32>(inp[{k}]) % 1000i)', False
            if t == 'bool':
                return f'(inp[{k}] % 3u == 0u)', False
            n, et = vec_parts(t)
            parts = [self.leaf(et, scope)[0] for _ in range(n)]
            parts[0] = self.rt(et, scope, 0)[0]
            return f'{t}({", ".join(parts)})', False
        return self.lit(t), True

    def rt(self, t, scope, d):
        """A non-const expression."""
        if self.rich and is_typed(t):
            return self.value(t, scope, d), False
        e, c = self.expr(t, scope, d)
        if c:
            e, c = self.leaf(t, [v for v in scope if v[1] == t] or [('0', t)])
            if c or e == '0':
                k = self.r.randrange(self.n_inp)
                e = {'u32': f'inp[{k}]', 'i32': f'bitcast<i32>(inp[{k}])', 'f32': f'f32(inp[{k}] & 255u)',
                     'bool': f'(inp[{k}] > 100u)'}.get(t) or f'{t}({self.rt(vec_parts(t)[1], scope, 0)[0]})'
        return e, False

    def pair(self, ta, tb, scope, d):
        a, ca = self.expr(ta, scope, d)
        if ca:
            b, _ = self.rt(tb, scope, d)
        else:
            b, _ = self.expr(tb, scope, d)
        return a, b

    def expr(self, t, scope, d):
        r = self.r
        if self.rich and is_typed(t):
            return self.value(t, scope, d), False
        if d <= 0 or r.random() < 0.2:
            return self.leaf(t, scope)
        d -= 1
        if t in INTS:
            k = r.randrange(17 if self.rich else 14)
            if k >= 14:
                e = self.int_builtin(t, scope, d)
                return (e, False) if e else self.leaf(t, scope)
            if k < 5:
                op = r.choice(['+', '-', '*', '/', '%', '&', '|', '^', '/', '%'])
                a, b = self.pair(t, t, scope, d)
                if op in '/%':
                    b = self.rt(t, scope, d)[0]
                return f'({a} {op} {b})', False
            if k == 5:
                op = r.choice(['<<', '>>'])
                a, b = self.expr(t, scope, d)[0], self.rt('u32', scope, d)[0]
                return f'({a} {op} {b})', False
            if k == 6:
                a, b = self.pair(t, t, scope, d)
                c, _ = self.expr('bool', scope, d)
                return f'select({a}, {b}, {c})', False
            if k == 7:
                o = 'u32' if t == 'i32' else 'i32'
                e, _ = self.rt(o, scope, d)
                return r.choice([f'{t}({e})', f'bitcast<{t}>({e})']), False
            if k == 8:
                fn = r.choice(['min', 'max'])
                a, b = self.pair(t, t, scope, d)
                return f'{fn}({a}, {b})', False
            if k == 9:
                e, _ = self.rt(t, scope, d)
                fns = ['countOneBits', 'reverseBits', 'countLeadingZeros', 'countTrailingZeros', 'firstLeadingBit', '~']
                if t == 'i32':
                    fns += ['abs', '-']
                fn = r.choice(fns)
                return (f'({fn}{e})' if fn in '~-' else f'{fn}({e})'), False
            if k == 10 and self.funcs:
                f = [f for f in self.funcs if f[2] == t]
                if f:
                    name, ps, _ = r.choice(f)
                    return f'{name}({", ".join(self.expr(p, scope, d)[0] for p in ps)})', False
            if k == 11:
                vt = r.choice([f'vec2<{t}>', f'vec3<{t}>', f'vec4<{t}>'])
                e, _ = self.rt(vt, scope, d)
                return f'{e}.{r.choice("xy")}', False
            if k == 12 and t == 'u32':
                e, _ = self.rt('f32', scope, d)
                return r.choice([f'u32({e})', f'u32(i32({e}))']), False
            if k == 12 and t == 'i32':
                e, _ = self.rt('f32', scope, d)
                return f'i32({e})', False
            if k == 13:
                a, b = self.expr(t, scope, d)[0], self.rt('u32', scope, d)[0]
                return f'extractBits({a}, {b} % 33u, {r.choice(["4u", "8u", "0u", "31u"])})', False
            return self.leaf(t, scope)
        if t == 'bool':
            k = r.randrange(6 if self.rich else 5)
            if k == 5:
                return self.bool_builtin(scope, d), False
            if k < 2:
                tt = r.choice(INTS + ['f32'])
                a, b = self.pair(tt, tt, scope, d)
                return f'({a} {r.choice(["<", "<=", ">", ">=", "==", "!="])} {b})', False
            if k == 2:
                a, b = self.pair('bool', 'bool', scope, d)
                return f'({a} {r.choice(["&&", "||", "!=", "=="])} {b})', False
            if k == 3:
                e, _ = self.rt('bool', scope, d)
                return f'(!{e})', False
            vt = r.choice(['vec2<i32>', 'vec3<u32>', 'vec4<i32>'])
            a, b = self.pair(vt, vt, scope, d)
            return f'{r.choice(["any", "all"])}({a} {r.choice(["<", ">=", "==", "!="])} {b})', False
        if t == 'f32':
            k = r.randrange(6 if self.rich else 5)
            if k == 5:
                return self.fexp('f32b', scope, d)[0], False
            if k < 2:
                a, b = self.pair('f32', 'f32', scope, d)
                return f'({a} {r.choice(["+", "-", "*"])} {b})', False
            if k == 2:
                it = r.choice(['i32', 'u32'])
                e, _ = self.rt(it, scope, d)
                return f'f32({e} % 2048{it[0]})', False
            if k == 3:
                fn = r.choice(['min', 'max'])
                a, b = self.pair('f32', 'f32', scope, d)
                return f'{fn}({a}, {b})', False
            e, _ = self.rt('f32', scope, d)
            return f'{r.choice(["floor", "abs", "-", "trunc"])}({e})', False
        # vectors
        n, et = vec_parts(t)
        k = r.randrange(5 if self.rich else 4)
        if k == 4:
            return self.vec_builtin(t, scope, d), False
        if k == 0:
            parts = [self.expr(et, scope, d)[0] for _ in range(n)]
            parts[0] = self.rt(et, scope, d)[0]
            return f'{t}({", ".join(parts)})', False
        if k == 1:
            op = r.choice(['+', '-', '*', '/', '%', '&', '|', '^'])
            a, b = self.pair(t, t if r.random() < 0.7 or op in '&|^' else et, scope, d)
            if op in '/%':
                b = self.rt(t, scope, d)[0]
            return f'({a} {op} {b})', False
        if k == 2:
            a, b = self.pair(t, t, scope, d)
            c, _ = self.expr('bool', scope, d)
            return f'select({a}, {b}, {c})', False
        a, b = self.expr(t, scope, d)[0], self.rt(f'vec{n}<u32>', scope, d)[0]
        return f'({a} {r.choice(["<<", ">>"])} {b})', False

    # ---- statements ----
    def block(self, scope, muts, d, lines, ind, n, in_loop=False):
        for _ in range(n):
            self.stmt(scope, muts, d, lines, ind, in_loop)

    def stmt(self, scope, muts, d, lines, ind, in_loop):
        r = self.r
        sp = '  ' * ind
        k = r.randrange(21 if self.rich else 15 if self.extended else 10)
        t = r.choice(['i32', 'u32', 'i32', 'u32', 'bool', 'f32', 'vec2<i32>', 'vec3<u32>'])
        if k >= 15:
            if self.rich_stmt(k, scope, muts, d, lines, ind, in_loop):
                return
            k = r.randrange(10)
        if k >= 10 and muts:
            if self.extended_stmt(k, scope, muts, d, lines, ind, in_loop):
                return
            k = r.randrange(10)
        if k < 2 or not muts:
            name = self.fresh()
            e, _ = self.rt(t, scope, 3)
            kw = r.choice(['let', 'var'])
            lines.append(f'{sp}{kw} {name}: {t} = {e};')
            scope.append((name, t))
            if kw == 'var':
                muts.append((name, t))
            return
        if k < 5:
            name, t = r.choice(muts)
            if t in INTS and r.random() < 0.4:
                op = r.choice(['+=', '-=', '*=', '/=', '%=', '^=', '|=', '&=', '<<=', '>>='])
                rhs_t = 'u32' if op in ('<<=', '>>=') else t
                lines.append(f'{sp}{name} {op} {self.rt(rhs_t, scope, 2)[0]};')
            elif t in INTS and r.random() < 0.2:
                lines.append(f'{sp}{name}{r.choice(["++", "--"])};')
            else:
                lines.append(f'{sp}{name} = {self.rt(t, scope, 3)[0]};')
            return
        if d <= 0:
            return
        if k == 5:
            c = self.rt('bool', scope, 2)[0]
            lines.append(f'{sp}if ({c}) {{')
            self.block(list(scope), list(muts), d - 1, lines, ind + 1, r.randint(1, 3), in_loop)
            if r.random() < 0.6:
                lines.append(f'{sp}}} else {{')
                self.block(list(scope), list(muts), d - 1, lines, ind + 1, r.randint(1, 3), in_loop)
            lines.append(f'{sp}}}')
            return
        if k == 6:
            i = self.fresh('i')
            bound = self.rt('u32', scope, 1)[0]
            lines.append(f'{sp}for (var {i} = 0u; {i} < min({bound}, {r.randint(1, 9)}u); {i}++) {{')
            inner = list(scope) + [(i, 'u32')]
            self.block(inner, list(muts), d - 1, lines, ind + 1, r.randint(1, 3), True)
            if r.random() < 0.4:
                lines.append(f'{sp}  if ({self.rt("bool", inner, 1)[0]}) {{ {r.choice(["break", "continue"])}; }}')
            lines.append(f'{sp}}}')
            return
        if k == 7 and r.random() < 0.4:
            i = self.fresh('w')
            lines.append(f'{sp}var {i} = {r.randint(0, 3)}i;')
            lines.append(f'{sp}while ({i} < {r.randint(2, 7)}i) {{')
            inner = list(scope) + [(i, 'i32')]
            # 'while': a continue would skip the counter's step below and never end the loop.
            self.block(inner, list(muts), d - 1, lines, ind + 1, r.randint(1, 2), 'while')
            lines.append(f'{sp}  {i} += {r.randint(1, 2)}i;')
            lines.append(f'{sp}}}')
            return
        if k == 7:
            i = self.fresh('w')
            lines.append(f'{sp}var {i} = {r.randint(0, 6)}u;')
            lines.append(f'{sp}loop {{')
            inner = list(scope) + [(i, 'u32')]
            self.block(inner, list(muts), d - 1, lines, ind + 1, r.randint(1, 2), True)
            if r.random() < 0.5:
                lines.append(f'{sp}  if ({self.rt("bool", inner, 1)[0]}) {{ break; }}')
            lines.append(f'{sp}  continuing {{ {i}++; break if {i} >= {r.randint(3, 10)}u; }}')
            lines.append(f'{sp}}}')
            return
        if k == 8:
            st = r.choice(['i32', 'u32'])
            e = self.rt(st, scope, 2)[0]
            sfx = 'i' if st == 'i32' else 'u'
            lines.append(f'{sp}switch ({e} % 5{sfx}) {{')
            vals = r.sample([0, 1, 2, 3, 4] + ([-1, -3, -4] if st == 'i32' else []), r.randint(1, 3))
            for v in vals:
                lines.append(f'{sp}  case {v}{sfx}: {{')
                self.block(list(scope), list(muts), d - 1, lines, ind + 2, r.randint(1, 2), in_loop)
                lines.append(f'{sp}  }}')
            lines.append(f'{sp}  default: {{')
            self.block(list(scope), list(muts), d - 1, lines, ind + 2, r.randint(0, 2), in_loop)
            lines.append(f'{sp}  }}')
            lines.append(f'{sp}}}')
            return
        ptr_targets = [m for m in muts if m[0].startswith('v') and m[1] in INTS]
        if self.ptrfns and ptr_targets and r.random() < 0.5:
            name, pt = r.choice(ptr_targets)
            fns = [f for f in self.ptrfns if f[1] == pt]
            if fns:
                lines.append(f'{sp}{fns[0][0]}(&{name}, {self.rt(pt, scope, 2)[0]});')
                return
        # array in function memory
        a = self.fresh('arr')
        et = r.choice(['i32', 'u32'])
        n = r.randint(2, 6)
        lines.append(f'{sp}var {a}: array<{et}, {n}>;')
        for _ in range(r.randint(1, 3)):
            lines.append(f'{sp}{a}[{self.rt("u32", scope, 1)[0]} % {n}u] = {self.rt(et, scope, 2)[0]};')
        name = self.fresh()
        lines.append(f'{sp}let {name} = {a}[{self.rt("u32", scope, 1)[0]} % {n}u] + {a}[{r.randrange(n)}];')
        scope.append((name, et))

    # ---- the extended shapes ----
    def ucond(self):
        """A condition every invocation evaluates alike (read-only storage is uniform)."""
        r = self.r
        k = r.randrange(self.n_inp)
        return r.choice([f'(inp[{k}] % {r.randint(2, 4)}u == {r.randint(0, 1)}u)', f'(inp[{k}] > {r.choice(LIT_U)}u)'])

    def cond(self, scope):
        """Uniform or divergent, half and half."""
        return self.ucond() if self.r.random() < 0.5 else self.rt('bool', scope, 1)[0]

    def exit_line(self, scope, sp, in_loop, in_switch):
        r = self.r
        kinds = (['break', 'continue'] if in_loop is True else ['break'] if in_loop else []) + (['break'] if in_switch else [])
        if self.ret is not None and r.random() < 0.3:
            value = f' {self.rt(self.ret, scope, 1)[0]}' if self.ret else ''
            return f'{sp}if ({self.cond(scope)}) {{ return{value}; }}'
        if not kinds:
            return None
        return f'{sp}if ({self.cond(scope)}) {{ {r.choice(kinds)}; }}'

    def exiting_block(self, scope, muts, d, lines, ind, in_loop, in_switch):
        """Statements with an exit somewhere between them."""
        r = self.r
        sp = '  ' * ind
        self.block(list(scope), list(muts), d, lines, ind, r.randint(0, 2), in_loop)
        line = self.exit_line(scope, sp, in_loop, in_switch)
        if line:
            lines.append(line)
        self.block(list(scope), list(muts), d, lines, ind, r.randint(1, 2), in_loop)

    def extended_stmt(self, k, scope, muts, d, lines, ind, in_loop):
        r = self.r
        sp = '  ' * ind
        if k == 10 and d > 0:
            # A switch (uniform or divergent selector) whose cases leave early.
            sel = f'inp[{r.randrange(self.n_inp)}]' if r.random() < 0.5 else self.rt('u32', scope, 1)[0]
            lines.append(f'{sp}switch (({sel}) % 4u) {{')
            for v in r.sample([0, 1, 2, 3], r.randint(1, 3)):
                lines.append(f'{sp}  case {v}u: {{')
                self.exiting_block(scope, muts, d - 1, lines, ind + 2, in_loop, True)
                lines.append(f'{sp}  }}')
            lines.append(f'{sp}  default: {{')
            self.exiting_block(scope, muts, d - 1, lines, ind + 2, in_loop, True)
            lines.append(f'{sp}  }}')
            lines.append(f'{sp}}}')
            return True
        if k == 11 and d > 0:
            # Nested loops: exits from the inner and the outer one, a continuing with break if.
            i, j = self.fresh('oi'), self.fresh('oj')
            ub = f'inp[{r.randrange(self.n_inp)}] % 4u + 1u' if r.random() < 0.5 else f'min({self.rt("u32", scope, 1)[0]}, 4u)'
            lines.append(f'{sp}for (var {i} = 0u; {i} < {ub}; {i}++) {{')
            inner = list(scope) + [(i, 'u32')]
            lines.append(f'{sp}  var {j} = 0u;')
            lines.append(f'{sp}  loop {{')
            inner2 = inner + [(j, 'u32')]
            self.exiting_block(inner2, muts, d - 1, lines, ind + 2, True, False)
            bi = self.cond(inner2) if r.random() < 0.5 else f'{j} >= {r.randint(1, 4)}u'
            lines.append(f'{sp}    continuing {{ {j}++; break if {bi} || {j} >= 5u; }}')
            lines.append(f'{sp}  }}')
            line = self.exit_line(inner, sp + '  ', True, False)
            if line:
                lines.append(line)
            self.block(list(inner), list(muts), d - 1, lines, ind + 1, 1, True)
            lines.append(f'{sp}}}')
            return True
        if k == 12:
            # A component store, by name or by a run-time index, and a swizzle read.
            vecs = [m for m in muts if m[1].startswith('vec') and not m[0].startswith('s.') and not is_float(m[1])]
            if not vecs:
                return False
            name, t = r.choice(vecs)
            n, et = vec_parts(t)
            e = self.rt(et, scope, 2)[0]
            if r.random() < 0.5:
                lines.append(f'{sp}{name}.{"xyzw"[r.randrange(n)]} = {e};')
            else:
                lines.append(f'{sp}{name}[{self.rt("u32", scope, 1)[0]} % {n}u] = {e};')
            sw = ''.join(r.choice('xyzw'[:n]) for _ in range(2))
            v = self.fresh()
            lines.append(f'{sp}let {v} = {name}.{sw};')
            scope.append((v, f'vec2<{et}>'))
            return True
        if k == 13:
            line = self.exit_line(scope, sp, in_loop, False)
            if not line:
                return False
            lines.append(line)
            return True
        if k == 14 and self.ptrfns_ext:
            name, space, t = r.choice(self.ptrfns_ext)
            target = {'private': 'pcount', 'workgroup': 'tile[li]'}[space]
            if space == 'workgroup' and not self.wg_ptr:
                return False
            if space == 'private' and not any(m[0] == 'pcount' for m in muts):
                return False
            lines.append(f'{sp}{name}(&{target}, {self.rt(t, scope, 2)[0]});')
            return True
        return False

    def space_ptr_helper(self, idx, space):
        r = self.r
        name = f'h{idx}'
        op = r.choice(['+', '^', '*', '|'])
        lines = [f'fn {name}(p: ptr<{space}, u32>, x: u32) {{',
                 f'  if (x % 3u == 1u) {{ return; }}',
                 f'  *p = (*p {op} x) + {r.randint(0, 9)}u;', '}']
        self.ptrfns_ext.append((name, space, 'u32'))
        return lines

    def uniform_barrier_loop(self, wg, scope, acc):
        """A loop with uniform bounds and barriers inside: lanes exchange values each iteration."""
        r = self.r
        b = self.fresh('bi')
        x = self.rt('u32', scope, 2)[0]
        return [f'  for (var {b} = 0u; {b} < inp[{r.randrange(self.n_inp)}] % 3u + 1u; {b}++) {{',
                f'    tile[li] = tile[li] + {b} * 3u + ({x});',
                '    workgroupBarrier();',
                f'    {acc} = {acc} ^ tile[(li + {r.randint(1, wg)}u) % {wg}u];',
                '    workgroupBarrier();',
                '  }']

    def helper(self, idx):
        r = self.r
        ps = [r.choice(INTS) for _ in range(r.randint(1, 3))]
        ret = r.choice(INTS)
        name = f'f{idx}'
        scope = [(f'p{i}', t) for i, t in enumerate(ps)]
        lines = [f'fn {name}({", ".join(f"p{i}: {t}" for i, t in enumerate(ps))}) -> {ret} {{']
        muts = []
        self.ret = ret
        self.block(scope, muts, 2 if self.extended else 1, lines, 1, r.randint(1, 4))
        self.ret = None
        if r.random() < 0.4:
            lines.append(f'  if ({self.rt("bool", scope, 1)[0]}) {{ return {self.rt(ret, scope, 2)[0]}; }}')
        lines.append(f'  return {self.rt(ret, scope, 2)[0]};')
        lines.append('}')
        self.funcs.append((name, ps, ret))
        return lines

    def ptr_helper(self, idx):
        r = self.r
        t = r.choice(INTS)
        name = f'g{idx}'
        scope = [('(*p)', t), ('x', t)]
        lines = [f'fn {name}(p: ptr<function, {t}>, x: {t}) {{']
        muts = [('(*p)', t)]
        self.block(scope, muts, 1, lines, 1, r.randint(1, 3))
        lines.append(f'  *p = {self.rt(t, scope, 2)[0]};')
        lines.append('}')
        self.ptrfns.append((name, t))
        return lines

    def to_u32(self, name, t):
        if t in ('u32', 'f32b'):
            return [name if t == 'u32' else f'bitcast<u32>({name})']
        if t == 'f16':
            return [f'bitcast<u32>(vec2<f16>({name}, 0.0h))']
        if is_mat(t) or is_typed(t) and not t.startswith('vec'):
            return []  # their members, elements and columns are in scope themselves
        if t == 'u32':
            return [name]
        if t == 'i32':
            return [f'bitcast<u32>({name})']
        if t == 'f32':
            return [f'bitcast<u32>({name})']
        if t == 'bool':
            return [f'select(0u, 1u, {name})']
        n, et = vec_parts(t)
        return [x for c in 'xyzw'[:n] for x in self.to_u32(f'{name}.{c}', et)]

    def program(self):
        r = self.r
        wg = r.choice([1, 2, 4, 8, 16, 32, 64])
        groups = r.choice([1, 1, 2, 3])
        use_wg = wg > 1 and r.random() < 0.5
        use_atomic = r.random() < 0.35
        use_struct = r.random() < 0.3
        head = ['@group(0) @binding(0) var<storage, read> inp: array<u32, 16>;',
                '@group(0) @binding(1) var<storage, read_write> out: array<u32>;']
        if use_atomic:
            head.append('@group(0) @binding(2) var<storage, read_write> acc: array<atomic<u32>, 4>;')
            head.append('var<workgroup> wacc: atomic<i32>;')
        if use_wg:
            head.append(f'var<workgroup> tile: array<u32, {wg}>;')
        if r.random() < 0.4:
            head.append('var<private> pcount: u32;')
            priv = True
        else:
            priv = False
        if use_struct:
            head.append('struct S { a: i32, b: u32, v: vec2<i32>, arr: array<u32, 3> }')
        enables, rich_binds = (self.rich_setup(head, wg, groups, use_wg) if self.rich else ([], []))
        fn_lines = []
        for i in range(r.randint(0, 2)):
            fn_lines += self.helper(i)
            fn_lines.append('')
        for i in range(r.choice([0, 0, 1, 2])):
            fn_lines += self.ptr_helper(i)
            fn_lines.append('')
        if self.extended:
            spaces = (['private'] if priv else []) + (['workgroup'] if use_wg else [])
            for i, space in enumerate(spaces):
                if r.random() < 0.7:
                    fn_lines += self.space_ptr_helper(i, space)
                    fn_lines.append('')
        if self.rich:
            fn_lines += self.rich_helpers()
        body = []
        scope = [('li', 'u32'), ('gid', 'u32')]
        muts = []
        if priv:
            muts.append(('pcount', 'u32'))
            scope.append(('pcount', 'u32'))
        if use_struct:
            body.append(f'  var s: S;')
            body.append(f'  s.a = {self.rt("i32", scope, 2)[0]};')
            body.append(f'  s.v = vec2<i32>(s.a, {self.rt("i32", scope, 2)[0]});')
            body.append(f'  s.arr[gid % 3u] = {self.rt("u32", scope, 2)[0]};')
            muts += [('s.a', 'i32'), ('s.b', 'u32'), ('s.v', 'vec2<i32>'), ('s.arr[1]', 'u32')]
            scope += [('s.a', 'i32'), ('s.b', 'u32'), ('s.v', 'vec2<i32>'), ('s.arr[0]', 'u32'), ('s.arr[2]', 'u32')]
        if r.random() < 0.3:
            head.append('var<private> parr: array<i32, 4>;')
            body.append(f'  parr[{self.rt("u32", scope, 1)[0]} % 4u] = {self.rt("i32", scope, 2)[0]};')
            muts.append(('parr[1]', 'i32'))
            scope += [('parr[0]', 'i32'), ('parr[1]', 'i32'), ('parr[3]', 'i32')]
        if self.rich:
            self.rich_scope(scope, muts)
        # An early return before the barriers below would put them in non-uniform control flow.
        uniform_parts = self.rich and (self.subgroups or self.wm)
        self.ret = '' if self.extended and not (use_wg or use_atomic or uniform_parts) and r.random() < 0.3 else None
        self.block(scope, muts, 3 if self.extended else 2, body, 1, r.randint(3, 8))
        self.ret = None
        if self.rich and self.subgroups:
            body += self.subgroup_part(scope, wg)
        if self.rich and self.wm:
            body += self.workgroup_part(scope, wg)
        if use_wg:
            body.append(f'  tile[li] = {self.rt("u32", scope, 3)[0]};')
            body.append('  workgroupBarrier();')
            tv = self.fresh('t')
            body.append(f'  let {tv} = tile[({self.rt("u32", scope, 1)[0]}) % {wg}u] ^ tile[({wg - 1}u - li)];')
            scope.append((tv, 'u32'))
            body.append('  workgroupBarrier();')
            body.append(f'  tile[({r.randint(1, wg)}u + li) % {wg}u] = {tv} + {self.rt("u32", scope, 2)[0]};')
            body.append('  workgroupBarrier();')
            tv2 = self.fresh('t')
            body.append(f'  let {tv2} = tile[li];')
            scope.append((tv2, 'u32'))
            if self.extended:
                acc = self.fresh('xa')
                body.append(f'  var {acc} = {tv2};')
                body += self.uniform_barrier_loop(wg, scope, acc)
                scope.append((acc, 'u32'))
                muts.append((acc, 'u32'))
                self.wg_ptr = True  # from here on only lane li touches tile[li]
        if use_atomic:
            for k in range(r.randint(1, 3)):
                op = r.choice(['atomicAdd', 'atomicMax', 'atomicMin', 'atomicOr', 'atomicAnd', 'atomicXor', 'atomicSub'])
                body.append(f'  {op}(&acc[{k}], {self.rt("u32", scope, 2)[0]});')
            op = r.choice(['atomicAdd', 'atomicMax', 'atomicMin', 'atomicSub'])
            body.append(f'  {op}(&wacc, {self.rt("i32", scope, 2)[0]});')
            body.append('  workgroupBarrier();')
            av = self.fresh('a')
            body.append(f'  let {av} = atomicLoad(&wacc);')
            scope.append((av, 'i32'))
        self.ret = '' if self.extended and r.random() < 0.3 else None
        self.block(scope, muts, 2 if self.extended else 1, body, 1, r.randint(1, 4))
        self.ret = None
        outs = []
        for name, t in scope:
            if name in ('li', 'gid'):
                continue
            outs += self.to_u32(name, t)
        outs = outs[-(40 if self.rich else 24):] or ['gid']
        K = len(outs)
        for i, o in enumerate(outs):
            body.append(f'  out[gid * {K}u + {i}u] = {o};')
        main = [f'@compute @workgroup_size({wg}) fn main(@builtin(local_invocation_index) li: u32, '
                f'@builtin(global_invocation_id) g: vec3<u32>'
                f'{", @builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) ssz: u32" if self.rich and self.subgroups else ""}) {{',
                '  let gid = g.x;'] + body + ['}']
        src = '\n'.join(enables + head) + '\n\n' + '\n'.join(fn_lines) + '\n'.join(main) + '\n'
        binds = [{'group': 0, 'binding': 0, 'type': 'read-only-storage', 'size': 64,
                  'init': {'random': r.randint(1, 1 << 30)} if r.random() < 0.5 else
                  {'u32': [r.choice(LIT_U + [7, 9, 10, 100]) for _ in range(16)]}},
                 {'group': 0, 'binding': 1, 'type': 'storage', 'size': 4 * K * wg * groups, 'init': 'zeros'}]
        if use_atomic:
            binds.append({'group': 0, 'binding': 2, 'type': 'storage', 'size': 16,
                          'init': {'u32': [0, 0xffffffff, 12345, 0x80000000]}})
        return src, binds + rich_binds, [groups, 1, 1]


def vec_parts(t):
    n = int(t[3])
    return n, t[5:-1]


def main():
    # argparse, so that `--help` prints the usage instead of becoming the output folder's name.
    parser = argparse.ArgumentParser(description='Generates WGSL compute programs and their jobs for the differential tests.')
    parser.add_argument('out', help='folder for the .wgsl and .job.json files (made if absent)')
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--count', type=int, default=150)
    parser.add_argument('--start', type=int, default=0, help='index of the first program')
    parser.add_argument('--shapes', choices=SHAPES, default='basic')
    args = parser.parse_args()
    out, seed, count, start, shapes = args.out, args.seed, args.count, args.start, args.shapes
    os.makedirs(out, exist_ok=True)
    for i in range(start, start + count):
        g = Gen(seed * 1000003 + i, shapes)
        src, binds, dispatch = g.program()
        extra = {'wgx_subgroup_size': g.sg_size} if g.rich and g.subgroups else {}
        tags = [t for t, key in (('wg', 'tile['), ('atomic', 'atomic'), ('struct', 'struct S'), ('fn', 'fn f0'), ('ptr', 'fn g0'), ('while', 'while ('),
                                 ('loop', 'loop {'), ('for', 'for ('), ('switch', 'switch ('), ('f32', 'f32('))
                + (RICH_TAGS if g.rich else ()) if key in src]
        name = f'gen_{i:03d}_' + '_'.join(tags or ['basic'])
        with open(os.path.join(out, name + '.wgsl'), 'w') as f:
            f.write(f'// Generated by tools/gen_exec_programs.py --seed {seed} (program {i}).\n' + src)
        with open(os.path.join(out, name + '.job.json'), 'w') as f:
            json.dump({'shader': name + '.wgsl', 'entry': 'main', 'dispatch': dispatch, 'bindings': binds, **extra}, f, indent=1)
            f.write('\n')


if __name__ == '__main__':
    main()
