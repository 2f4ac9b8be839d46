#!/usr/bin/env python3
"""Extracts every `<xmp highlight=wgsl>` block of the WGSL spec into tests/spec_examples/.

Usage: tools/extract_spec_examples.py [SPEC.bs] [--out DIR] [--no-tint] [--check]

  SPEC.bs    the spec's Bikeshed source (default: <repo>/../shared/reference/wgsl-spec.bs,
             or $WGX_SHARED/reference/wgsl-spec.bs)
  --out      output folder (default: <repo>/tests/spec_examples); the files an earlier run
             wrote there are removed first
  --no-tint  do not record Tint's answers (NNN_slug.wgsl.tint) with tools/record_tint.sh
  --check    ask the oracle whether every module / function-body / type file parses, and list
             the ones that have a syntax error (a sign that a kind or an override is wrong)

Each block becomes NNN_<slug>.wgsl (NNN = order in the spec), dedented, HTML entities decoded.
MANIFEST.tsv lists file, kind, heading, spec line (the line of the `<xmp` tag). Kinds:

  module         a whole module, written as is
  function-body  statements; written wrapped as `fn wrapper() {\\n...\\n}` (example line L is
                 file line L+1, columns unchanged)
  type           a type; written wrapped as `alias wrapper_t = ...;`
  expect-error   an example the spec marks as invalid (class 'expect-error'); written as is, or
                 wrapped like function-body when it also has class 'function-scope'
  signature      a builtin function's declaration line(s) from the builtin tables, not a program
  fragment       not a program either: a syntax illustration or a bare list of expressions

The kind comes from the example's class words ('global-scope', 'function-scope', 'type-scope',
'expect-error'); unclassified examples go through classify_unmarked() below, and OVERRIDES
settles the few that it gets wrong. Everything is deterministic: the oracle is only used to
record answers and for --check, never to decide a kind.
"""
import argparse
import html
import os
import re
import subprocess
import sys
import textwrap

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.environ.get('WGX_SHARED') or os.path.join(os.path.dirname(REPO), 'shared')

# Examples the automatic rules classify wrongly, keyed by the example's heading, or, for a block
# without one, by its first non-blank line. Keep this small; say why for each entry.
OVERRIDES = {
    # A syntax illustration with `[...]` for optional parts, not WGSL (no heading).
    '// Specific value declarations.': 'fragment',
    # Bare lists of expressions, one per line without ';': neither statements nor a module.
    'Zero-valued vectors': 'fragment',
    'Zero-valued arrays': 'fragment',
}

GLOBAL_KEYWORDS = {'fn', 'struct', 'alias', 'const', 'override', 'var', 'enable', 'requires',
                   'diagnostic', 'const_assert'}

XMP_RE = re.compile(r'<xmp\s+highlight=wgsl\s*>(.*?)</xmp>', re.S)
DIV_RE = re.compile(r'<div\b([^>]*)>', re.S)
SECTION_RE = re.compile(r'^(#{1,6})\s+(.*?)\s+#{1,6}\s*(\{#([^}]*)\})?\s*$')
SIGNATURE_RE = re.compile(
    r'^(\s*(@\w+\s*)*fn\s+\w+\s*(<[^(){};]*>)?\s*\([^{};]*?\)\s*(->\s*[^{};]+?)?\s*)+$', re.S)


def attr(tag, name):
    m = re.search(name + r"""\s*=\s*(?:'([^']*)'|"([^"]*)")""", tag)
    if not m:
        return None
    return m.group(1) if m.group(1) is not None else m.group(2)


def strip_comments(text):
    """Removes // and (nested) /* */ comments, keeping line structure."""
    out, i, depth = [], 0, 0
    while i < len(text):
        two = text[i:i + 2]
        if depth == 0 and two == '//':
            j = text.find('\n', i)
            i = len(text) if j < 0 else j
        elif two == '/*':
            depth += 1
            i += 2
        elif depth and two == '*/':
            depth -= 1
            i += 2
        else:
            if depth == 0 or text[i] == '\n':
                out.append(text[i] if depth == 0 else '\n')
            i += 1
    return ''.join(out)


def starts_of_top_level_items(code):
    """Yields the first word of each top-level item (brace depth 0), skipping attributes."""
    depth, expect_start, i = 0, True, 0
    while i < len(code):
        c = code[i]
        if c.isspace():
            i += 1
            continue
        if depth == 0 and expect_start:
            if c == '@':  # attribute, maybe with an argument list
                m = re.match(r'@\s*\w+\s*', code[i:])
                i += m.end() if m else 1
                if i < len(code) and code[i] == '(':
                    level = 0
                    while i < len(code):
                        level += {'(': 1, ')': -1}.get(code[i], 0)
                        i += 1
                        if level == 0:
                            break
                continue
            if c == ';':
                i += 1
                continue
            m = re.match(r'\w+', code[i:])
            yield m.group(0) if m else c
            expect_start = False
        if c == '{':
            depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0:
                expect_start = True
        elif c == ';' and depth == 0:
            expect_start = True
        i += 1


def classify_unmarked(text):
    """Kind of an example without a scope class: a module when every top-level item starts
    like a module-scope declaration or directive, else a function body."""
    words = list(starts_of_top_level_items(strip_comments(text)))
    if words and all(w in GLOBAL_KEYWORDS for w in words):
        return 'module'
    return 'function-body'


def slugify(s, limit=48):
    s = re.sub(r'[^a-z0-9]+', '_', s.lower()).strip('_')
    if len(s) > limit:
        s = s[:limit].rsplit('_', 1)[0] or s[:limit]
    return s or 'example'


def extract(spec_text):
    """Returns a list of dicts: text, line, classes, heading, section, in_example."""
    lines_before = [0]
    for m in re.finditer('\n', spec_text):
        lines_before.append(m.end())

    def line_of(pos):
        lo, hi = 0, len(lines_before) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if lines_before[mid] <= pos:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    sections = []  # (position, title, id)
    pos = 0
    for raw in spec_text.split('\n'):
        m = SECTION_RE.match(raw)
        if m:
            sections.append((pos, m.group(2).strip(), m.group(4)))
        pos += len(raw) + 1

    examples = []
    for m in XMP_RE.finditer(spec_text):
        start = m.start()
        # The enclosing example div: the last <div ...> before the block, with no </div> between.
        classes, heading, in_example = [], None, False
        last_div = None
        for d in DIV_RE.finditer(spec_text, max(0, start - 4000), start):
            last_div = d
        if last_div and '</div>' not in spec_text[last_div.end():start]:
            cls = attr(last_div.group(1), 'class') or ''
            if 'example' in cls.split():
                in_example = True
                classes = cls.split()
                heading = attr(last_div.group(1), 'heading')
        section = None
        for spos, title, sid in sections:
            if spos > start:
                break
            section = (title, sid)
        text = html.unescape(m.group(1))
        text = textwrap.dedent(text.expandtabs(8)).strip('\n')
        text = '\n'.join(l.rstrip() for l in text.split('\n'))
        examples.append(dict(text=text, line=line_of(start), classes=classes,
                             heading=heading and ' '.join(html.unescape(heading).split()),
                             section=section, in_example=in_example))
    return examples


def first_line(text):
    for l in text.split('\n'):
        if l.strip():
            return l.strip()
    return ''


def decide(ex):
    """Returns (kind, wrap) where wrap is 'function', 'type' or None."""
    cls = set(ex['classes'])
    wrap = 'function' if 'function-scope' in cls else 'type' if 'type-scope' in cls else None
    key = ex['heading'] or first_line(ex['text'])
    if key in OVERRIDES:
        kind = OVERRIDES[key]
        wrap = {'function-body': 'function', 'type': 'type'}.get(kind, wrap if kind == 'expect-error' else None)
        return kind, wrap
    if 'expect-error' in cls:
        return 'expect-error', wrap
    if wrap == 'function':
        return 'function-body', wrap
    if wrap == 'type':
        return 'type', wrap
    if 'global-scope' in cls:
        return 'module', None
    if not ex['in_example'] and SIGNATURE_RE.match(ex['text']):
        return 'signature', None
    kind = classify_unmarked(ex['text'])
    return kind, ('function' if kind == 'function-body' else None)


def slug_for(ex, kind):
    if kind == 'signature':
        m = re.search(r'\bfn\s+(\w+)', ex['text'])
        return 'signature_' + slugify(m.group(1) if m else 'builtin', 40)
    if ex['heading']:
        return slugify(ex['heading'])
    if ex['section']:
        title, sid = ex['section']
        return slugify(sid or title)
    return 'example'


def wrap_text(text, wrap):
    if wrap == 'function':
        return 'fn wrapper() {\n' + text + '\n}\n'
    if wrap == 'type':
        return 'alias wrapper_t = ' + text + '\n;\n'
    return text + '\n'


def tsv(s):
    return ' '.join(str(s).split())


PROBE = 'const wgx_probe : i32 = wgx_undeclared_probe;'
# Errors Tint's resolver reports before the probe's (dependency analysis runs first).
RESOLVER_FIRST = re.compile(r'cyclic dependency found|redeclaration of ')


def parses(path, oracle):
    """True when Tint gets past parsing: a probe declaration with an unresolved name is added
    before the first declaration, and Tint reports it only when the parse succeeded."""
    with open(path, encoding='utf-8') as f:
        lines = f.read().split('\n')
    i = 0
    code = strip_comments('\n'.join(lines)).split('\n')
    while i < len(code) and re.match(r'^\s*((enable|requires|diagnostic)\b.*;)?\s*$', code[i]):
        i += 1
    probe_path = path + '.probe.wgsl'
    with open(probe_path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines[:i] + [PROBE] + lines[i:]))
    try:
        out = subprocess.run(['node', oracle, probe_path], capture_output=True, text=True).stdout
    finally:
        os.remove(probe_path)
    first = next((l for l in out.split('\n') if ' error: ' in l), '')
    return 'wgx_undeclared_probe' in out or bool(RESOLVER_FIRST.search(first)), first


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('spec', nargs='?', default=os.path.join(SHARED, 'reference', 'wgsl-spec.bs'))
    ap.add_argument('--out', default=os.path.join(REPO, 'tests', 'spec_examples'))
    ap.add_argument('--no-tint', action='store_true')
    ap.add_argument('--check', action='store_true')
    args = ap.parse_args()

    with open(args.spec, encoding='utf-8') as f:
        examples = extract(f.read())

    # Rewrite the folder: remove what an earlier run wrote (and nothing else).
    os.makedirs(args.out, exist_ok=True)
    for old in os.listdir(args.out):
        if re.match(r'^\d+_[a-z0-9_]+\.wgsl(\.tint)?$', old) or old == 'MANIFEST.tsv':
            os.remove(os.path.join(args.out, old))
    width = max(3, len(str(len(examples))))
    rows, counts = [], {}
    for n, ex in enumerate(examples, 1):
        kind, wrap = decide(ex)
        name = f'{n:0{width}d}_{slug_for(ex, kind)}.wgsl'
        with open(os.path.join(args.out, name), 'w', encoding='utf-8', newline='\n') as f:
            f.write(wrap_text(ex['text'], wrap))
        heading = ex['heading'] or (ex['section'][0] if ex['section'] else '')
        rows.append((name, kind, tsv(heading), ex['line']))
        counts[kind] = counts.get(kind, 0) + 1
    with open(os.path.join(args.out, 'MANIFEST.tsv'), 'w', encoding='utf-8', newline='\n') as f:
        f.write('file\tkind\theading\tspec_line\n')
        for r in rows:
            f.write('\t'.join(map(str, r)) + '\n')
    print(f'extract_spec_examples: {len(rows)} examples: ' +
          ', '.join(f'{k} {v}' for k, v in sorted(counts.items())), file=sys.stderr)

    if not args.no_tint:
        subprocess.run([os.path.join(REPO, 'tools', 'record_tint.sh'), args.out], check=True)

    if args.check:
        oracle = os.path.join(SHARED, 'oracles', 'tint-check.mjs')
        bad = 0
        for name, kind, heading, line in rows:
            if kind in ('module', 'function-body', 'type'):
                ok, first = parses(os.path.join(args.out, name), oracle)
                if not ok:
                    bad += 1
                    print(f'{name}\t{kind}\tspec line {line}\t{first}')
        print(f'extract_spec_examples: {bad} program example(s) with a syntax error',
              file=sys.stderr)
        return 1 if bad else 0
    return 0


if __name__ == '__main__':
    sys.exit(main())
