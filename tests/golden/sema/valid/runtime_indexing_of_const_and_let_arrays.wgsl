const OFFSETS = array<vec2i, 4>(vec2i(0, 1), vec2i(1, 0), vec2i(0, -1), vec2i(-1, 0));

@group(0) @binding(0) var<storage, read_write> out: array<vec2i>;

@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) li: u32) {
  let local_copy = array(1, 2, 3, 4);
  let k = li % 4u;
  out[li] = OFFSETS[k] * local_copy[k];
  let idx: i32 = 5;
  var v = vec4f(1.0);
  v[li % 4u] = 0.0;
  _ = idx;
}
