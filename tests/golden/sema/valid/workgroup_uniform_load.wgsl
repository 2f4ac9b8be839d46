var<workgroup> tile_count: u32;
var<workgroup> done: atomic<u32>;
var<workgroup> params: array<vec4f, 4>;

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) li: u32) {
  if (li == 0u) {
    tile_count = 8u;
    atomicStore(&done, 1u);
    params[0] = vec4f(1.0);
  }
  let n = workgroupUniformLoad(&tile_count);
  let d: u32 = workgroupUniformLoad(&done);
  let p = workgroupUniformLoad(&params);
  for (var i = 0u; i < n + d; i++) {
    workgroupBarrier();
  }
  _ = p;
}
