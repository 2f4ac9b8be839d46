// Names that are not keywords: enumerants, attribute names, extension names and predeclared
// types and builtins may all be used (and shadowed) as ordinary identifiers.
const storage = 1;
const uniform = 2;
const workgroup = 3;
const read = 4;
const write = 5;
const read_write = 6;
const position = 7;
const flat = 8;
const compute = 9;
const vertex = 10;
const fragment = 11;
const rgba8unorm = 12;
const derivative_uniformity = 13;
const subgroups = 14;
const center = 15;
const location = 16;
const workgroup_size = 17;
const builtin = 18;
const binding = 19;
const group = 20;
const size = 21;
const align = 22;
const private = 23;
const function = 24;
const warning = 25;
const info = 26;
const off = 27;
const error = 28;

struct perspective {
  linear : i32,
  sample : i32,
  centroid : i32,
}

fn local_shadowing() -> i32 {
  let f32 = 1;             // shadows the predeclared type within this scope
  let vec4 = 2;
  let array = 3;
  let max = 4;             // shadows the builtin function
  return f32 + vec4 + array + max;
}

fn sum() -> i32 {
  let p = perspective(1, 2, 3);
  return storage + uniform + workgroup + read + write + read_write + position + flat +
         compute + vertex + fragment + rgba8unorm + derivative_uniformity + subgroups +
         center + location + workgroup_size + builtin + binding + group + size + align +
         private + function + warning + info + off + error + p.linear + p.sample + p.centroid +
         local_shadowing();
}

@compute @workgroup_size(1)
fn main() {
  _ = sum();
}
