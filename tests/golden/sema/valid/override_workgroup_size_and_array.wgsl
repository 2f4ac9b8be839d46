@id(0) override block_x: u32 = 64u;
override block_y: u32 = 1u;
override use_fast_path: bool = true;
override epsilon: f32 = 1e-6;
override derived = block_x * block_y;

var<workgroup> tile: array<f32, derived>;

@group(0) @binding(0) var<storage, read_write> data: array<f32>;

@compute @workgroup_size(block_x, block_y)
fn main(@builtin(local_invocation_index) li: u32, @builtin(global_invocation_id) gid: vec3u) {
  tile[li] = data[gid.x];
  workgroupBarrier();
  if (use_fast_path) {
    data[gid.x] = tile[(li + 1u) % derived] + epsilon;
  }
}
