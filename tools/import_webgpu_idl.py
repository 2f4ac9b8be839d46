#!/usr/bin/env python3
"""Records WebGPU's WebIDL (dictionaries, interfaces, flag namespaces) in the project's API description.

Usage: import_webgpu_idl.py WEBGPU_SPEC_BS COMMIT

The WebGPU specification's source (gpuweb/gpuweb's spec/index.bs, kept in the shared reference
folder as webgpu-spec.bs) holds the IDL in <script type=idl> blocks. This reads the dictionaries
the Node provider converts (ROOTS, and every dictionary they reach through a member or a base),
the typedefs their members use, the IDL enums the engine keeps no enum for, the flag namespaces'
constants, and the interfaces the provider implements (INTERFACES), and writes them into the "idl"
section of src/api/webgpu.json, the project's one API description: each dictionary with its base
and its members in the IDL's order (type as the IDL spells it, `required`, the default as JSON);
each interface with the mixins it includes, its readonly attributes (name, type) and its operations
(name, arguments with their types, `optional` and defaults, the return type; an overload is one
more entry of the same name), partial interfaces merged. tools/gen_api.py writes the provider's
WebIDL conversions from it (bindings/node/lib/dictionaries.js, lib/methods.js) and the addon's
native entry points. Run this only to move to another spec commit; the description is what is
reviewed.

The spec's copies section (sections/copies.bs) is an include the reference copy lacks, so its
three dictionaries are taken from SUPPLEMENT below, the IDL text of that section at the same commit.
"""
import json
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
DESCRIPTION = os.path.join(ROOT, "src", "api", "webgpu.json")

# The dictionaries the provider converts, by the call that takes each (the rest are reached).
ROOTS = [
    "GPURequestAdapterOptions", "GPUDeviceDescriptor", "GPUBufferDescriptor", "GPUTextureDescriptor",
    "GPUTextureViewDescriptor", "GPUSamplerDescriptor", "GPUBindGroupLayoutDescriptor", "GPUBindGroupDescriptor",
    "GPUPipelineLayoutDescriptor", "GPUShaderModuleDescriptor", "GPUComputePipelineDescriptor",
    "GPURenderPipelineDescriptor", "GPUCommandEncoderDescriptor", "GPUCommandBufferDescriptor",
    "GPUComputePassDescriptor", "GPURenderPassDescriptor", "GPURenderBundleEncoderDescriptor",
    "GPURenderBundleDescriptor", "GPUQuerySetDescriptor", "GPUTexelCopyBufferInfo", "GPUTexelCopyTextureInfo",
    "GPUTexelCopyBufferLayout", "GPUColorDict", "GPUExtent3DDict", "GPUOrigin3DDict",
]
# The interfaces (and the mixins they include) whose operations the provider implements.
INTERFACES = [
    "GPU", "GPUAdapter", "GPUAdapterInfo", "GPUSupportedLimits", "GPUCompilationMessage", "GPUCompilationInfo",
    "GPUDeviceLostInfo", "GPUDevice", "GPUQueue", "GPUBuffer", "GPUTexture", "GPUShaderModule",
    "GPUComputePipeline", "GPURenderPipeline", "GPUCommandEncoder", "GPUComputePassEncoder",
    "GPURenderPassEncoder", "GPURenderBundleEncoder", "GPUQuerySet",
]
# IDL enums that no dictionary reaches but the provider hands out or takes as a method argument.
EXTRA_ENUMS = ["GPUErrorFilter", "GPUCompilationMessageType", "GPUDeviceLostReason", "GPUPipelineErrorReason",
               "GPUBufferMapState"]
# Enums whose strings the description keeps elsewhere: features, and the format tables
# (include/wgx/texture_formats.def, vertex_formats.def).
ELSEWHERE = {"GPUFeatureName", "GPUTextureFormat", "GPUVertexFormat"}

SUPPLEMENT = """
dictionary GPUTexelCopyBufferLayout {
    GPUSize64 offset = 0;
    GPUSize32 bytesPerRow;
    GPUSize32 rowsPerImage;
};
dictionary GPUTexelCopyBufferInfo
         : GPUTexelCopyBufferLayout {
    required GPUBuffer buffer;
};
dictionary GPUTexelCopyTextureInfo {
    required GPUTexture texture;
    GPUIntegerCoordinate mipLevel = 0;
    GPUOrigin3D origin = {};
    GPUTextureAspect aspect = "all";
};
"""


def idl_text(spec):
    blocks = re.findall(r"<script type=idl>(.*?)</script>", spec, flags=re.S)
    text = "\n".join(blocks) + SUPPLEMENT
    return re.sub(r"//[^\n]*", "", text)


def split_top(text, sep):
    """`text` split at `sep` outside <>, () and {}."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<({":
            depth += 1
        elif ch in ">)}":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return out


def default_value(text):
    if text in ("{}", "[]"):
        return json.loads(text)
    if text in ("true", "false"):
        return text == "true"
    if text.startswith('"'):
        return json.loads(text)
    return int(text, 16) if text.lower().startswith("0x") else json.loads(text)


def parse(text):
    dictionaries, typedefs, enums = {}, {}, {}
    for m in re.finditer(r"\bdictionary\s+(\w+)\s*(?::\s*(\w+))?\s*\{", text):
        depth, i = 1, m.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        members = []
        for member in split_top(text[m.end():i - 1], ";"):
            member = " ".join(member.split())
            if not member:
                continue
            required = member.startswith("required ")
            if required:
                member = member[len("required "):]
            decl, _, default = member.partition(" = ")
            head, name = decl.rsplit(" ", 1)
            row = {"name": name, "type": head}
            if required:
                row["required"] = True
            if default:
                row["default"] = default_value(default.strip())
            members.append(row)
        dictionaries[m.group(1)] = {"name": m.group(1), "inherits": m.group(2), "members": members}
    for m in re.finditer(r"\btypedef\s+([^;]+?)\s+(\w+)\s*;", text):
        typedefs[m.group(2)] = " ".join(m.group(1).split())
    for m in re.finditer(r"\benum\s+(\w+)\s*\{([^}]*)\}", text):
        enums[m.group(1)] = re.findall(r'"([^"]*)"', m.group(2))
    return dictionaries, typedefs, enums


def argument(text):
    """One operation argument, e.g. `optional GPUSize64 offset = 0`, as a row of the description."""
    text = re.sub(r"\[[^\]]*\]\s*", lambda m: m.group(0) if "EnforceRange" in m.group(0) else "", text.strip())
    optional = text.startswith("optional ")
    if optional:
        text = text[len("optional "):]
    decl, _, default = text.partition(" = ")
    head, name = decl.rsplit(" ", 1)
    row = {"name": name, "type": head}
    if optional:
        row["optional"] = True
    if default:
        row["default"] = default_value(default.strip())
    return row


def parse_interfaces(text):
    """{name: {"includes": [...], "attributes": [[name, type], ...], "operations": [...]}} for every
    interface and mixin, partial interfaces merged; constructors and setlikes are left out, and the
    attributes that are not readonly (label, onuncapturederror: the object model's own)."""
    out = {}
    for m in re.finditer(r"\binterface\s+(?:mixin\s+)?(\w+)\s*(?::\s*\w+)?\s*\{(.*?)\};", text, flags=re.S):
        entry = out.setdefault(m.group(1), {"includes": [], "attributes": [], "operations": []})
        for member in split_top(m.group(2), ";"):
            member = " ".join(re.sub(r"^\s*\[[^\]]*\]\s*", "", " ".join(member.split())).split())
            attribute = re.fullmatch(r"readonly attribute (.+) (\w+)", member)
            if attribute:
                entry["attributes"].append([attribute.group(2), attribute.group(1)])
                continue
            op = re.fullmatch(r"(.+?)\s+(\w+)\s*\((.*)\)", member)
            if not member or "attribute " in member or member.startswith(("constructor", "readonly")) or not op:
                continue
            args = [argument(a) for a in split_top(op.group(3), ",") if a.strip()]
            entry["operations"].append({"name": op.group(2), "args": args, "returns": op.group(1)})
    for m in re.finditer(r"(\w+)\s+includes\s+(\w+)\s*;", text):
        out.setdefault(m.group(1), {"includes": [], "attributes": [], "operations": []})["includes"].append(m.group(2))
    return out


def parse_namespaces(text):
    """{name: [[constant, value], ...]} of every namespace of constants (the flag namespaces)."""
    out = {}
    for m in re.finditer(r"\bnamespace\s+(\w+)\s*\{(.*?)\};", text, flags=re.S):
        out[m.group(1)] = [[c, int(v, 0)] for c, v in re.findall(r"const\s+\w+\s+(\w+)\s*=\s*(\w+)\s*;", m.group(2))]
    return out


def names_in(type_text):
    return re.findall(r"[A-Za-z_]\w*", type_text)


def run(spec, commit, api):
    dictionaries, typedefs, enums = parse(idl_text(spec))
    wanted, todo, used_types = [], list(ROOTS), set()
    while todo:
        name = todo.pop(0)
        if name in wanted:
            continue
        wanted.append(name)
        d = dictionaries[name]
        reached = [d["inherits"]] if d["inherits"] else []
        for member in d["members"]:
            for word in names_in(member["type"]):
                used_types.add(word)
                if word in typedefs:
                    for inner in names_in(typedefs[word]):
                        used_types.add(inner)
                        reached.append(inner)
                reached.append(word)
        todo += [n for n in reached if n in dictionaries and n not in wanted]
    order = [n for n in dictionaries if n in wanted]  # the spec's order
    interfaces = parse_interfaces(idl_text(spec))
    wanted_interfaces = list(INTERFACES)
    for name in INTERFACES:
        wanted_interfaces += [m for m in interfaces[name]["includes"] if m not in wanted_interfaces]
    for name in wanted_interfaces:  # the typedefs the operations' arguments use
        used_types.update(w for op in interfaces[name]["operations"] for a in op["args"] for w in names_in(a["type"]))
    engine_enums = {e["idl"]: [v[1] for v in e["values"] if v[1]] for e in api["enums"]}
    problems = [f"{idl}: the engine's strings {strings} are not the IDL's {enums.get(idl)}"
                for idl, strings in engine_enums.items() if set(strings) != set(enums.get(idl, []))]
    if problems:
        sys.exit("import_webgpu_idl.py: " + "; ".join(problems))
    idl_enums = [n for n in enums if (n in used_types or n in EXTRA_ENUMS) and n not in engine_enums
                 and n not in ELSEWHERE]
    return {
        "interfaces": {n: interfaces[n] for n in wanted_interfaces},
        "namespaces": parse_namespaces(idl_text(spec)),
        "source": {"repository": "gpuweb/gpuweb", "commit": commit, "file": "spec/index.bs",
                   "supplement": "sections/copies.bs (GPUTexelCopy*): in tools/import_webgpu_idl.py"},
        "typedefs": {n: typedefs[n] for n in typedefs if n in used_types},
        "enums": {n: enums[n] for n in idl_enums},
        "dictionaries": [dictionaries[n] for n in order],
    }


def dump(idl):
    """The section as text, one member a line, so a change of the IDL reads as a small diff."""
    comment = ["WebGPU's WebIDL as the Node provider converts it, recorded from the spec's IDL at source.commit by",
               "tools/import_webgpu_idl.py: the typedefs the dictionaries use; the IDL enums the engine keeps no",
               "enum for (their strings); each dictionary with its base and its members in the IDL's order (type",
               "as the IDL spells it, required, default); the interfaces the provider implements, each with the",
               "mixins it includes and its operations (arguments: type, optional, default; an overload is another",
               "entry of the same name). tools/gen_api.py writes bindings/node/lib/dictionaries.js and",
               "lib/methods.js from it. Adding a dictionary member or a method argument is one edit here."]
    lines = ['  "idl_comment": [', ",\n".join("    " + json.dumps(line) for line in comment), "  ],", '  "idl": {',
             f'    "source": {json.dumps(idl["source"])},', '    "typedefs": {']
    lines.append(",\n".join(f"      {json.dumps(k)}: {json.dumps(v)}" for k, v in idl["typedefs"].items()))
    lines += ["    },", '    "enums": {']
    lines.append(",\n".join(f"      {json.dumps(k)}: {json.dumps(v)}" for k, v in idl["enums"].items()))
    lines += ["    },", '    "dictionaries": [']
    dicts = []
    for d in idl["dictionaries"]:
        head = f'      {{"name": {json.dumps(d["name"])}, "inherits": {json.dumps(d["inherits"])}, "members": ['
        if not d["members"]:
            dicts.append(head + "]}")
            continue
        body = ",\n".join("        " + json.dumps(m) for m in d["members"])
        dicts.append(head + "\n" + body + "]}")
    lines.append(",\n".join(dicts))
    lines += ["    ],", '    "namespaces": {']
    lines.append(",\n".join(f"      {json.dumps(k)}: {json.dumps(v)}" for k, v in idl["namespaces"].items()))
    lines += ["    },", '    "interfaces": {']
    faces = []
    for name, face in idl["interfaces"].items():
        head = (f'      {json.dumps(name)}: {{"includes": {json.dumps(face["includes"])}, '
                f'"attributes": {json.dumps(face["attributes"])}, "operations": [')
        ops = ",\n".join("        " + json.dumps(op) for op in face["operations"])
        faces.append(head + ("\n" + ops if ops else "") + "]}")
    lines.append(",\n".join(faces))
    lines += ["    }", "  }"]
    return "\n".join(lines)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as f:
        spec = f.read()
    with open(DESCRIPTION, encoding="utf-8") as f:
        text = f.read()
    idl = run(spec, sys.argv[2], json.loads(text))
    section = dump(idl) + ",\n"
    # The section runs up to the next one: node_native (hand-kept), else c_abi.
    start, end = text.find('  "idl_comment"'), text.find('  "node_native_comment"')
    if end < 0:
        end = text.find('  "c_abi_comment"')
    if start < 0:
        start = end
    text = text[:start] + section + text[end:]
    with open(DESCRIPTION, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"import_webgpu_idl.py: {len(idl['dictionaries'])} dictionaries, {len(idl['typedefs'])} typedefs, "
          f"{len(idl['enums'])} enums, {len(idl['interfaces'])} interfaces recorded")


if __name__ == "__main__":
    main()
