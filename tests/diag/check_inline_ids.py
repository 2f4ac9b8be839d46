#!/usr/bin/env python3
"""No diagnostic id spelled outside its phase's table (docs/architecture.md, "Diagnostic ids").

Usage: check_inline_ids.py SOURCE_DIR   (the repository root)
       check_inline_ids.py --self-test  (the check finds a planted id)

A string literal of the form "phase.some-name" (phase one of PHASES) in a source under src/ or
include/ is an id; outside the table files it must not appear: call sites name the table's
enumerator (diag/catalogue.h's Msg, sema/diag_ids.h's ResolveId, ValidateId, ConstEvalId,
sema/uniformity_messages.h's Msg), so each id is spelled once and tests/diag/catalogue_test.cpp
sees every one of them. Comments are not scanned.
"""
import os
import re
import sys
import tempfile

PHASES = ["lex", "syntax", "driver", "api", "sanitize", "resolve", "validate", "const-eval", "uniformity", "pipeline"]
ID = re.compile(r'"((?:' + "|".join(re.escape(p) for p in PHASES) + r')\.[a-z0-9.-]+)"')

# The tables: where ids are spelled.
TABLES = {
    "src/diag/catalogue.def",
    "src/sema/resolve_ids.def",
    "src/sema/validate_ids.def",
    "src/sema/const_eval_ids.def",
    "src/sema/uniformity_messages.h",
}
# Files still spelling ids of a phase that has no table yet, with those ids' phase. The API's
# pipeline checks (src/api/pipeline_checks.cpp) and the CLI's note on one of them.
NOT_YET_CATALOGUED = {
    "src/api/pipeline_checks.cpp": "pipeline",
    "src/cli/run_command.cpp": "pipeline",
}


def code_of(line):
    """The line without its // comment (a // inside a string literal ends the scan early, which
    can only hide an id, never invent one)."""
    out, in_string, i = [], False, 0
    while i < len(line):
        c = line[i]
        if in_string:
            if c == "\\":
                out.append(line[i : i + 2])
                i += 2
                continue
            if c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif line.startswith("//", i):
            break
        out.append(c)
        i += 1
    return "".join(out)


def inline_ids(root):
    """(path, line number, id) of every id spelled outside the tables."""
    found = []
    for top in ("src", "include"):
        for folder, _, names in os.walk(os.path.join(root, top)):
            for name in sorted(names):
                if not name.endswith((".h", ".cpp", ".def")):
                    continue
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, root).replace(os.sep, "/")
                if rel in TABLES:
                    continue
                with open(path, encoding="utf-8") as f:
                    for number, line in enumerate(f, 1):
                        for m in ID.finditer(code_of(line)):
                            phase = m.group(1).split(".", 1)[0]
                            if NOT_YET_CATALOGUED.get(rel) == phase:
                                continue
                            found.append((rel, number, m.group(1)))
    return found


def self_test():
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "src", "sema"))
        with open(os.path.join(root, "src", "sema", "x.cpp"), "w", encoding="utf-8") as f:
            f.write('// "resolve.in-a-comment"\nerror(at, "validate.planted", "text");  // "lex.x"\n')
            f.write('auto s = "frexp.fract";\n')
        found = inline_ids(root)
        if found != [("src/sema/x.cpp", 2, "validate.planted")]:
            print(f"self-test: expected the planted id only, got {found}")
            return 1
    print("self-test: the planted id is found, comments and other dotted names are not")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 2:
        print(__doc__)
        return 2
    found = inline_ids(argv[1])
    for rel, number, ident in found:
        print(f"{rel}:{number}: diagnostic id '{ident}' spelled outside its table; name its enumerator")
    if found:
        return 1
    print("every diagnostic id is spelled in its table only")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
