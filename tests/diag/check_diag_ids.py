#!/usr/bin/env python3
"""Diagnostic ids are spelled in their phase's table only, and every table entry is used
(docs/architecture.md, "Diagnostic ids").

Usage: check_diag_ids.py SOURCE_DIR   (the repository root)
       check_diag_ids.py --self-test  (the checks find a planted id and a planted unused entry)

A string literal of the form "phase.some-name" (phase one of PHASES) in a source under src/ or
include/ is an id; outside the table files it must not appear: call sites name the table's
enumerator (diag/catalogue.h's Msg, sema/diag_ids.h's ResolveId, ValidateId, ConstEvalId,
sema/uniformity_messages.h's Msg), so each id is spelled once and tests/diag/catalogue_test.cpp
sees every one of them. Comments are not scanned. And an entry no source names is a message wgx
never reports: the table would promise what the code does not do.
"""
import os
import re
import sys
import tempfile

PHASES = ["lex", "syntax", "driver", "api", "sanitize", "resolve", "validate", "const-eval", "uniformity", "pipeline"]
ID = re.compile(r'"((?:' + "|".join(re.escape(p) for p in PHASES) + r')\.[a-z0-9.-]+)"')


def in_uniformity(rel):
    return os.path.basename(rel).startswith("uniformity")


def anywhere_but_uniformity(rel):
    return not in_uniformity(rel)


def anywhere(rel):
    return True


# The tables: (path, how an entry's enumerator is written there, how a use names it, which
# sources may use it). The uniformity analysis's Msg shares its name with the catalogue's.
TABLES = [
    ("src/diag/catalogue.def", r"^WGX_MSG\((\w+),", "Msg::", anywhere_but_uniformity),
    ("src/sema/resolve_ids.def", r"^WGX_DIAG_ID\((\w+),", "ResolveId::", anywhere),
    ("src/sema/validate_ids.def", r"^WGX_DIAG_ID\((\w+),", "ValidateId::", anywhere),
    ("src/sema/const_eval_ids.def", r"^WGX_DIAG_ID\((\w+),", "ConstEvalId::", anywhere),
    ("src/sema/uniformity_messages.h", r"^  (\w+),", "Msg::", in_uniformity),
    ("src/api/pipeline_ids.def", r"^WGX_DIAG_ID\((\w+),", "PipelineId::", anywhere),
]
# Files still spelling ids of a phase that has no table yet, with those ids' phase (none now).
NOT_YET_CATALOGUED = {}


def code_of(line):
    """The line without its // comment (a // inside a string literal is kept)."""
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


def sources(root):
    """(relative path, lines without comments) of every source under src/ and include/."""
    for top in ("src", "include"):
        for folder, _, names in os.walk(os.path.join(root, top)):
            for name in sorted(names):
                if name.endswith((".h", ".cpp", ".def")):
                    path = os.path.join(folder, name)
                    with open(path, encoding="utf-8") as f:
                        lines = [code_of(line) for line in f]
                    yield os.path.relpath(path, root).replace(os.sep, "/"), lines


def inline_ids(files):
    """(path, line number, id) of every id spelled outside the tables."""
    tables = {t[0] for t in TABLES}
    found = []
    for rel, lines in files:
        if rel in tables:
            continue
        for number, line in enumerate(lines, 1):
            for m in ID.finditer(line):
                if NOT_YET_CATALOGUED.get(rel) != m.group(1).split(".", 1)[0]:
                    found.append((rel, number, m.group(1)))
    return found


def unused_entries(root, files):
    """(table, enumerator) of every entry no source names."""
    unused = []
    for table, entry, qualifier, may_use in TABLES:
        path = os.path.join(root, table)
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if table.endswith(".h"):  # the enum's body only
            text = text[text.index("enum class Msg") : text.index("};")]
        users = "\n".join("\n".join(lines) for rel, lines in files if rel != table and may_use(rel))
        for name in re.findall(entry, text, re.M):
            if not re.search(re.escape(qualifier + name) + r"\b", users):
                unused.append((table, name))
    return unused


def self_test():
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "src", "sema"))
        with open(os.path.join(root, "src", "sema", "x.cpp"), "w", encoding="utf-8") as f:
            f.write('// "resolve.in-a-comment"\nerror(at, "validate.planted", "text");  // "lex.x"\n')
            f.write('auto s = "frexp.fract";\nerror(at, ResolveId::Used, "text");  // ResolveId::Unused\n')
        with open(os.path.join(root, "src", "sema", "resolve_ids.def"), "w", encoding="utf-8") as f:
            f.write('WGX_DIAG_ID(Used, "resolve.used")\nWGX_DIAG_ID(Unused, "resolve.unused")\n')
        files = list(sources(root))
        found = inline_ids(files)
        if found != [("src/sema/x.cpp", 2, "validate.planted")]:
            print(f"self-test: expected the planted id only, got {found}")
            return 1
        unused = unused_entries(root, files)
        if unused != [("src/sema/resolve_ids.def", "Unused")]:
            print(f"self-test: expected the planted unused entry only, got {unused}")
            return 1
    print("self-test: the planted id and unused entry are found; comments and other dotted names are not")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 2:
        print(__doc__)
        return 2
    files = list(sources(argv[1]))
    found = inline_ids(files)
    for rel, number, ident in found:
        print(f"{rel}:{number}: diagnostic id '{ident}' spelled outside its table; name its enumerator")
    unused = unused_entries(argv[1], files)
    for table, name in unused:
        print(f"{table}: entry {name} is reported nowhere; remove it or report it")
    if found or unused:
        return 1
    print("every diagnostic id is spelled in its table only, and every entry is used")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
