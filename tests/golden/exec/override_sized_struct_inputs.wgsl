// Golden execution test: a workgroup array sized by overrides, the workgroup size from overrides,
// and an entry point taking its builtins in a structure.
override BX: u32 = 4;
override BY: u32 = 2;
struct Inputs {
  @builtin(local_invocation_id) lid: vec3<u32>,
  @builtin(workgroup_id) wid: vec3<u32>,
  @builtin(local_invocation_index) li: u32,
}
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<u32, BX * BY>;
@compute @workgroup_size(BX, BY, 1) fn main(in: Inputs) {
  tile[in.li] = in.lid.x * 10u + in.lid.y + in.wid.x * 100u;
  workgroupBarrier();
  out[in.wid.x * BX * BY + in.li] = tile[BX * BY - 1u - in.li] + tile[in.li + 100u] * 1000u;
}
