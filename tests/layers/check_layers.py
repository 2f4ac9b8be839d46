#!/usr/bin/env python3
"""The layering of src/ (docs/architecture.md, "Layers"): the arrows each folder may use, checked
against the includes of every file and against the link graph CMake builds.

Usage: check_layers.py SOURCE_DIR LINK_GRAPH   (LINK_GRAPH: written by tests/CMakeLists.txt)
       check_layers.py --self-test              (the checks find a planted back-arrow)

An include of "jit/..." from a file in src/exec/ is an arrow exec -> jit; it must be one of
exec's arrows below. Each layer's library must link exactly the layers of its arrows, so the
table, the includes and the build say the same thing. The build itself links every layer alone
(whole archive, its own dependencies only), so a call up the stack that hides from this grep
still fails to link.
"""
import os
import re
import sys
import tempfile

# Each folder of src/ and the folders it may use directly, lowest layer first. A folder may use
# what its arrows reach transitively only through those layers' headers (link what you include).
ARROWS = {
    "base": [],
    "diag": ["base"],
    "syntax": ["base", "diag"],
    "sema": ["base", "diag", "syntax"],
    "ir": ["base", "sema", "syntax"],
    "exec": ["base", "ir"],
    "jit": ["base", "exec", "ir"],
    "cuda": ["base", "exec", "ir", "jit"],
    "sanitize": ["diag", "exec", "ir"],
    "program": ["base", "cuda", "exec", "ir", "jit", "sanitize"],
    "raster": ["base", "exec", "ir"],
    "api": ["diag", "exec", "ir", "program", "raster", "sanitize", "sema", "syntax"],
    "script": ["api", "base"],
    "cli": ["api", "base", "diag", "program", "script", "sema", "syntax"],
}

# The public headers (include/wgx/) and the folder that implements each.
PUBLIC_HEADERS = {
    "source.h": "base",
    "diagnostics.h": "diag",
    "gpu.h": "api",
    "gpu_enums.h": "api",
    "gpu_limits.def": "api",
    "texture_formats.def": "exec",
    "vertex_formats.def": "raster",
}
# Public tables of pure data (X-macro rows, no code to link), which any layer may include: the one
# format table, from which sema's texel formats, ir's storage channels, exec's texel conversions and
# api's format rules are all derived.
DATA_TABLES = {"texture_formats.def"}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"/]+)/([^"]+)"', re.M)


def check_table(errors):
    """The arrows form layers: every arrow points to a folder listed earlier (no cycle)."""
    seen = set()
    for folder, uses in ARROWS.items():
        for used in uses:
            if used not in seen:
                errors.append(f"table: {folder} -> {used} points up (or to an unknown folder)")
        seen.add(folder)


def files_of(source_dir):
    """(folder, path) for every source and header of src/ and include/wgx/."""
    src = os.path.join(source_dir, "src")
    for folder in sorted(os.listdir(src)):
        root = os.path.join(src, folder)
        if not os.path.isdir(root):
            continue
        for dirpath, _, names in os.walk(root):
            for name in sorted(names):
                if name.endswith((".h", ".cpp")):
                    yield folder, os.path.join(dirpath, name)
    public = os.path.join(source_dir, "include", "wgx")
    for name in sorted(os.listdir(public)) if os.path.isdir(public) else []:
        yield PUBLIC_HEADERS.get(name, "?" + name), os.path.join(public, name)


def check_includes(source_dir, errors):
    """Every include of another folder is an allowed arrow; returns the arrows in use."""
    used = {folder: set() for folder in ARROWS}
    for folder, path in files_of(source_dir):
        rel = os.path.relpath(path, source_dir)
        if folder not in ARROWS:
            errors.append(f"{rel}: folder '{folder}' has no entry in the table of arrows")
            continue
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for m in INCLUDE.finditer(text):
            target, header = m.group(1), m.group(2)
            if target == "wgx":
                if header in DATA_TABLES:
                    continue
                target = PUBLIC_HEADERS.get(header)
                if target is None:
                    errors.append(f"{rel}: includes wgx/{header}, a public header with no owning folder")
                    continue
            if target == folder:
                continue
            line = text.count("\n", 0, m.start()) + 1
            if target not in ARROWS[folder]:
                allowed = ", ".join(ARROWS[folder]) or "nothing"
                errors.append(f"{rel}:{line}: includes {m.group(1)}/{header}, an arrow {folder} -> {target}; "
                              f"{folder}/ may use {allowed}")
                continue
            used[folder].add(target)
    for folder, uses in ARROWS.items():
        for target in uses:
            if target not in used[folder]:
                errors.append(f"table: no file of {folder}/ includes {target}/: remove the arrow {folder} -> {target} "
                              "(here and in src/CMakeLists.txt)")


def read_link_graph(path):
    """{folder: set of folders its libraries link}, from lines 'FOLDER TARGET: DEP;DEP;...'."""
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            head, _, deps = line.partition(":")
            folder, target = head.split()
            rows.append((folder, target, [d for d in deps.strip().split(";") if d]))
    folder_of = {target: folder for folder, target, _ in rows}
    links = {}
    for folder, _, deps in rows:
        links.setdefault(folder, set())
        links[folder].update(folder_of[d] for d in deps if d in folder_of and folder_of[d] != folder)
    return links


def check_links(links, errors):
    """Each folder's libraries link exactly the layers of its arrows."""
    for folder, uses in ARROWS.items():
        if folder not in links:
            errors.append(f"link graph: no library builds {folder}/")
            continue
        for extra in sorted(links[folder] - set(uses)):
            errors.append(f"link graph: {folder} links {extra}, not one of its arrows")
        for missing in sorted(set(uses) - links[folder]):
            errors.append(f"link graph: {folder} does not link {missing}, one of its arrows")
    for folder in sorted(set(links) - set(ARROWS)):
        errors.append(f"link graph: the library of '{folder}' has no entry in the table of arrows")


def run(source_dir, graph):
    errors = []
    check_table(errors)
    check_includes(source_dir, errors)
    check_links(read_link_graph(graph), errors)
    return errors


def self_test():
    """A tree that follows the table passes; one back-arrow in its includes, or in its link graph,
    fails with a message naming it."""
    with tempfile.TemporaryDirectory() as tmp:
        lines = []
        for folder, uses in ARROWS.items():
            os.makedirs(os.path.join(tmp, "src", folder))
            with open(os.path.join(tmp, "src", folder, "a.cpp"), "w") as f:
                f.write("".join(f'#include "{u}/x.h"\n' for u in uses))
            lines.append(f"{folder} wgx_{folder}: " + ";".join(f"wgx_{u}" for u in uses) + ";Threads::Threads")
        graph = os.path.join(tmp, "graph.txt")
        with open(graph, "w") as f:
            f.write("\n".join(lines) + "\n")
        if run(tmp, graph):
            return ["self-test: a tree that follows the table fails: " + "; ".join(run(tmp, graph))]
        with open(os.path.join(tmp, "src", "exec", "b.cpp"), "w") as f:
            f.write('#include "jit/jit_executor.h"\n')
        found = [e for e in run(tmp, graph) if "arrow exec -> jit" in e]
        if not found:
            return ["self-test: an include of jit/ from exec/ is not reported"]
        os.remove(os.path.join(tmp, "src", "exec", "b.cpp"))
        with open(graph, "a") as f:
            f.write("exec wgx_exec_extra: wgx_jit\n")
        if not [e for e in run(tmp, graph) if "exec links jit" in e]:
            return ["self-test: exec linking jit is not reported"]
    return []


def main(argv):
    if argv[1:] == ["--self-test"]:
        errors = self_test()
    elif len(argv) == 3:
        errors = run(argv[1], argv[2])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    for e in errors:
        print(e, file=sys.stderr)
    if not errors:
        print("layers: every include and link follows the arrows")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
