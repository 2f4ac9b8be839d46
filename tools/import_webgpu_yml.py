#!/usr/bin/env python3
"""Records the facts of the standard C ABI (webgpu.h) in the project's API description.

Usage: import_webgpu_yml.py WEBGPU_YML COMMIT

webgpu-native/webgpu-headers specifies webgpu.h in webgpu.yml. The ABI's facts (enum values,
bitflag values, struct members in order with their C types and INIT values, callback signatures,
function signatures) are read from that file at the pinned commit and written, in C terms, into
the "c_abi" section of src/api/webgpu.json, the project's one API description. tools/gen_api.py
then writes bindings/c/include/webgpu/webgpu.h and the C binding's tables from the description.
Run this only to move the pin to another upstream commit; the description is what is reviewed.
"""
import json
import os
import re
import sys

import yaml

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
DESCRIPTION = os.path.join(ROOT, "src", "api", "webgpu.json")
ARRAY = re.compile(r"array<([a-zA-Z0-9._]+)>")
SCALARS = {"bool": "WGPUBool", "nullable_string": "WGPUStringView", "string_with_default_empty": "WGPUStringView",
           "out_string": "WGPUStringView", "uint16": "uint16_t", "uint32": "uint32_t", "uint64": "uint64_t",
           "usize": "size_t", "int16": "int16_t", "int32": "int32_t", "float32": "float",
           "nullable_float32": "float", "float64": "double", "float64_supertype": "double", "c_void": "void"}
CONSTANT_VALUES = {"usize_max": "SIZE_MAX", "uint32_max": "UINT32_MAX", "uint64_max": "UINT64_MAX", "nan": "NAN"}


def pascal(s, first_upper=True):
    """webgpu.h's spelling of a snake_case name: '_' drops and raises the next character."""
    out, upper = "", first_upper
    for ch in s:
        if upper:
            out, upper = out + ch.upper(), False
        elif ch == "_":
            upper = True
        else:
            out += ch
    return out


def camel(s):
    return pascal(s, first_upper=False)


def singular(s):
    return "entry" if s == "entries" else s[:-1] if s.endswith("s") else s


def known_webgpu_names():
    """The WebGPU strings the project knows (its enums, features, texture and vertex formats), by
    their spelling without separators: a C enumerator's string is the one it spells that way."""
    with open(DESCRIPTION, encoding="utf-8") as f:
        api = json.load(f)
    names = [v[1] for e in api["enums"] for v in e["values"] if v[1]]
    names += [feature["name"] for feature in api["features"]]
    for table in ("texture_formats.def", "vertex_formats.def"):
        with open(os.path.join(ROOT, "include", "wgx", table), encoding="utf-8") as f:
            names += re.findall(r'^WGX_\w+_FORMAT\(\w+, "([^"]+)"', f.read(), flags=re.M)
    return {squash(n): n for n in names}


def squash(name):
    return name.lower().replace("_", "").replace("-", "")


class Importer:
    def __init__(self, yml):
        self.y = yml
        self.enums = {e["name"]: e for e in yml["enums"]}
        self.known = known_webgpu_names()

    def ctype(self, typ, pointer=None):
        base = SCALARS.get(typ)
        if base is None:
            base = "WGPU" + pascal(typ.split(".", 1)[1])
        if pointer == "immutable":
            return base + " const *"
        if pointer == "mutable":
            return base + " *"
        return base

    def default(self, m):
        t, d = m["type"], m.get("default")
        if m.get("pointer"):
            return "NULL"
        if t.startswith("enum."):
            if d is not None:
                return self.ctype(t) + "_" + pascal(d)
            entries = self.enums[t[5:]]["entries"]
            if any(e and e["name"] == "undefined" for e in entries):
                return self.ctype(t) + "_Undefined"
            return f"_wgpu_ENUM_ZERO_INIT({self.ctype(t)})"
        if t.startswith("bitflag."):
            return self.ctype(t) + "_" + (pascal(d) if d else "None")
        if d is not None and str(d).startswith("constant."):
            return "WGPU_" + d[9:].upper()
        if t in ("uint16", "uint32", "uint64", "usize", "int32"):
            return str(d) if d is not None else "0"
        if t in ("float32", "nullable_float32"):
            if d is None:
                return "0.f"
            d = int(d) if float(d).is_integer() else d
            return f"{d}f" if "." in str(d) else f"{d}.f"
        if t in ("float64", "float64_supertype"):
            return str(d) if d is not None else "0."
        if t == "bool":
            return "WGPU_TRUE" if d in (True, "true") else "WGPU_FALSE"
        if t.startswith("struct."):
            if m.get("optional"):
                return "NULL"
            if d == "zero":
                return "_wgpu_STRUCT_ZERO_INIT"
            return "WGPU_" + t[7:].upper() + "_INIT"
        if t.startswith("callback."):
            return "WGPU_" + t[9:].upper() + "_CALLBACK_INFO_INIT"
        if t in ("out_string", "string_with_default_empty", "nullable_string"):
            return "WGPU_STRING_VIEW_INIT"
        return "NULL"

    def members(self, params, callback_struct=False):
        """[C type, name, INIT value, kind] for each C member or argument (arrays give two)."""
        out = []
        for m in params:
            nullable = "WGPU_NULLABLE " if m.get("optional") else ""
            array = ARRAY.match(m["type"])
            kind = m["type"].split(".")[0].split("<")[0]
            if m["type"] in ("nullable_string", "string_with_default_empty", "out_string"):
                kind = m["type"]
            if array:
                out.append(["size_t", camel(singular(m["name"])) + "Count", "0", "count"])
                out.append([nullable + self.ctype(array.group(1), m.get("pointer")), camel(m["name"]), "NULL",
                            "array"])
            elif m["type"].startswith("callback.") and not callback_struct:
                out.append([self.ctype(m["type"]) + "CallbackInfo", camel(m["name"]), self.default(m), "callback"])
            else:
                prefix = "struct " if callback_struct and m["type"].startswith("struct.") else ""
                out.append([nullable + prefix + self.ctype(m["type"], m.get("pointer")), camel(m["name"]),
                            self.default(m), kind])
        return out

    def function(self, name, f, receiver=None):
        args = [[f"WGPU{pascal(receiver)}", camel(receiver)]] if receiver else []
        args += [m[:2] for m in self.members(f.get("args", []))]
        if f.get("callback"):
            args.append([self.ctype(f["callback"]) + "CallbackInfo", "callbackInfo"])
            ret = "WGPUFuture"
        elif f.get("returns"):
            r = f["returns"]
            ret = ("WGPU_NULLABLE " if r.get("optional") else "") + self.ctype(r["type"], r.get("pointer"))
        else:
            ret = "void"
        return {"name": name, "returns": ret, "args": args}

    def run(self, commit):
        y = self.y
        c = {"upstream": {"repository": "webgpu-native/webgpu-headers", "commit": commit, "file": "webgpu.yml"}}
        c["constants"] = [[k["name"].upper(), CONSTANT_VALUES[k["value"]]] for k in y["constants"]]
        c["objects"] = [pascal(o["name"]) for o in y["objects"]]
        c["enums"] = []
        for e in y["enums"]:
            values = []
            for i, entry in enumerate(e["entries"]):
                if entry is None:
                    continue
                value = int(entry["value"], 0) if "value" in entry else i
                derived = entry["name"].lower().replace("_", "-")
                values.append([pascal(entry["name"]), value, self.known.get(squash(entry["name"]), derived)])
            c["enums"].append({"name": pascal(e["name"]), "values": values})
        c["bitflags"] = []
        for b in y["bitflags"]:
            values, by_name = [], {}
            for i, entry in enumerate(b["entries"]):
                if "value_combination" in entry:
                    value = 0
                    for part in entry["value_combination"]:
                        value |= by_name[part]
                else:
                    value = int(entry["value"], 0) if "value" in entry else (1 << (i - 1) if i else 0)
                by_name[entry["name"]] = value
                values.append([pascal(entry["name"]), value])
            c["bitflags"].append({"name": pascal(b["name"]), "values": values})
        c["callbacks"] = [{"name": pascal(cb["name"]), "macro": cb["name"].upper(), "mode": cb.get("style") == "callback_mode",
                           "args": [m[:2] for m in self.members(cb["args"], callback_struct=True)]}
                          for cb in y["callbacks"]]
        c["structs"] = []
        for s in y["structs"]:
            entry = {"name": pascal(s["name"]), "macro": s["name"].upper(), "chain": s["type"]}
            if s.get("free_members"):
                entry["free_members"] = True
            entry["members"] = self.members(s["members"])
            c["structs"].append(entry)
        c["functions"] = [self.function("wgpu" + pascal(f["name"]), f) for f in y["functions"]]
        c["functions"].append({"name": "wgpuGetProcAddress", "returns": "WGPUProc",
                               "args": [["WGPUStringView", "procName"]]})
        for o in y["objects"]:
            for m in o.get("methods", []):
                c["functions"].append(self.function("wgpu" + pascal(o["name"]) + pascal(m["name"]), m, o["name"]))
            if o["name"] not in {s["name"] for s in y["structs"]}:
                for method in ("add_ref", "release"):
                    c["functions"].append(self.function("wgpu" + pascal(o["name"]) + pascal(method), {}, o["name"]))
        for s in y["structs"]:
            if s.get("free_members"):
                c["functions"].append({"name": f"wgpu{pascal(s['name'])}FreeMembers", "returns": "void",
                                       "args": [[f"WGPU{pascal(s['name'])}", camel(s["name"])]]})
        return c


def dump(c):
    """The section as text, one item a line, so a change of the ABI reads as a small diff."""
    comment = ["The standard C ABI (webgpu.h) in C terms, recorded from webgpu-native/webgpu-headers' webgpu.yml at",
               "upstream.commit by tools/import_webgpu_yml.py: constants; objects; enums (name, C value, WebGPU",
               "string, which joins them to the engine's enums above); bitflags; callbacks; structs (macro: the INIT",
               "macro's stem; chain: extensible, extension, standalone; members: C type, name, INIT value, kind); functions (the 195 of",
               "the header, in its order). tools/gen_api.py writes bindings/c/include/webgpu/webgpu.h from it."]
    lines = ['  "c_abi_comment": [', ",\n".join("    " + json.dumps(line) for line in comment),
             '  ],', '  "c_abi": {']
    keys = list(c)
    for k in keys:
        v = c[k]
        end = "," if k != keys[-1] else ""
        if isinstance(v, dict):
            lines.append(f'    "{k}": {json.dumps(v)}{end}')
            continue
        lines.append(f'    "{k}": [')
        for i, item in enumerate(v):
            lines.append("      " + json.dumps(item) + ("," if i != len(v) - 1 else ""))
        lines.append(f"    ]{end}")
    lines.append("  }")
    return "\n".join(lines)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as f:
        c = Importer(yaml.safe_load(f)).run(sys.argv[2])
    with open(DESCRIPTION, encoding="utf-8") as f:
        text = f.read()
    cut = text.find('  "c_abi_comment"')
    if cut >= 0:
        text = text[:cut].rstrip().rstrip(",") + "\n}\n"
    body = text.rstrip()
    assert body.endswith("}")
    text = body[:-1].rstrip() + ",\n" + dump(c) + "\n}\n"
    with open(DESCRIPTION, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"import_webgpu_yml.py: {len(c['functions'])} functions, {len(c['structs'])} structs, "
          f"{len(c['enums'])} enums recorded")


if __name__ == "__main__":
    main()
