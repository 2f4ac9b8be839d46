override block_x: u32 = 16u;
override block_y: u32 = block_x / 2u;
override use_fast_path: bool = true;
override scale: f32 = 1.5;
@id(7) override iterations: i32 = 4;

@group(0) @binding(0) var<storage, read_write> grid: array<f32>;
@group(0) @binding(1) var<uniform> width: u32;

var<workgroup> scratch: array<f32, block_x * block_y>;

@compute @workgroup_size(block_x, block_y, 1, 1)
fn relax(@builtin(global_invocation_id) gid: vec3<u32>,
         @builtin(local_invocation_id) lid: vec3<u32>) {
  let idx = gid.y * width + gid.x;
  let local_idx = lid.y * block_x + lid.x;
  scratch[local_idx] = grid[idx];
  workgroupBarrier();
  var v = scratch[local_idx];
  for (var it = 0; it < iterations; it++) {
    if (use_fast_path) {
      v = v * scale;
    } else {
      v = v + scale;
    }
  }
  grid[idx] = v;
}
