// Overrides with their initializers' values (the module resolved with the pipeline's constants),
// an override-sized workgroup array, a barrier and the workgroup size from an override.
override TILE: u32 = 4u;
override SCALE = f32(TILE) * 0.5;
var<workgroup> tile: array<f32, TILE * 2u>;
@group(0) @binding(0) var<storage, read_write> out: array<f32, 8>;
@compute @workgroup_size(TILE) fn main(@builtin(local_invocation_index) li: u32) {
  tile[li] = f32(li) * SCALE;
  workgroupBarrier();
  out[li] = tile[(li + 1u) % TILE];
}
