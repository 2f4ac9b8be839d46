#!/usr/bin/env python3
"""Writes tests/golden/sema/identifier_roles/: every kind of thing a name can denote, used in every
role a name can fill.

Tint resolves an identifier to one kind of thing (a value declaration, a function, a type, an
enumerant) and then checks that kind against the use: "cannot use function 'g' as address
space", "variable 'l' does not take template arguments", "cannot use type '<incomplete-type>' as
value". Hand-written cases covered a few pairs; this corpus is the whole table, each file named
KIND__ROLE.wgsl. Tint's answers are recorded beside them by tools/record_tint.sh, ours by
scripts/bless.sh.

usage: gen_identifier_roles.py [OUT_DIR]
"""
import sys
from pathlib import Path

# What the name denotes -> a name of that kind, declared by PRELUDE or the function below.
KINDS = {
    'function': 'g', 'builtin_function': 'max', 'type': 'f32', 'generic_type': 'vec4', 'struct': 'S',
    'alias': 'A', 'var': 'gv', 'let': 'l', 'const': 'c', 'override': 'o', 'param': 'p',
    'address_space': 'workgroup', 'access': 'read', 'texel_format': 'rgba8unorm',
    'builtin_value': 'position', 'interpolation': 'flat', 'local_var': 'lv',
}

# Roles inside a function body: {N} is the name.
FUNCTION_ROLES = {
    'value': 'let x = {N};',
    'call': '_ = {N}(1);',
    'type': 'var x: {N};',
    'templated_type': 'var x: {N}<i32>;',
    'templated_value': 'let x = {N}<i32>;',
    'templated_call': '_ = {N}<i32>(1);',
    'index': 'let x = {N}[0];',
    'member': 'let x = {N}.x;',
    'bitcast_arg': 'let x = bitcast<{N}>(1u);',
    'assign': '{N} = 1;',
    'address_of': 'let x = &{N};',
}

# Roles at module scope.
MODULE_ROLES = {
    'address_space': 'var<{N}> mv: u32;',
    'module_type': 'var<private> mt: {N};',
    'access': '@group(0) @binding(0) var<storage, {N}> sb: u32;',
    'texel_format': '@group(0) @binding(1) var st: texture_storage_2d<{N}, write>;',
    'binding_value': '@group(0) @binding({N}) var<storage> sb2: u32;',
    'workgroup_size': '@compute @workgroup_size({N}) fn m2() {}',
}

PRELUDE = ('fn g() {}\nstruct S { x: u32 }\nalias A = u32;\nvar<private> gv: u32;\nconst c = 1u;\n'
           'override o: u32;\n')


def main() -> int:
    root = Path(__file__).resolve().parent.parent
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else root / 'tests/golden/sema/identifier_roles'
    out.mkdir(parents=True, exist_ok=True)
    for kind, name in KINDS.items():
        for role, stmt in FUNCTION_ROLES.items():
            body = 'fn f(p: u32) {\n  let l = 1u;\n  var lv = 1u;\n  ' + stmt.replace('{N}', name) + '\n}\n'
            (out / f'{kind}__{role}.wgsl').write_text(PRELUDE + body)
        for role, decl in MODULE_ROLES.items():
            (out / f'{kind}__{role}.wgsl').write_text(PRELUDE + decl.replace('{N}', name) + '\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
