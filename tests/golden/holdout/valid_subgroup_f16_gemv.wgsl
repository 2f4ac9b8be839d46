enable f16;
enable subgroups;

struct GemvDims {
  rows: u32,
  cols: u32,
}

@group(0) @binding(0) var<storage, read> matrix: array<vec4<f16>>;
@group(0) @binding(1) var<storage, read> vector: array<vec4<f16>>;
@group(0) @binding(2) var<storage, read_write> result: array<f32>;
@group(0) @binding(3) var<uniform> dims: GemvDims;

// One subgroup per row; each lane handles a strided slice of columns.
@compute @workgroup_size(32)
fn gemv(@builtin(workgroup_id) wid: vec3u,
        @builtin(subgroup_invocation_id) lane: u32,
        @builtin(subgroup_size) sg_size: u32,
        @builtin(subgroup_id) sg_id: u32,
        @builtin(num_subgroups) sg_count: u32) {
  let row = wid.x * sg_count + sg_id;
  let cols4 = dims.cols / 4u;
  var partial = 0.0h;
  if (row < dims.rows) {
    for (var c = lane; c < cols4; c += sg_size) {
      partial += dot(matrix[row * cols4 + c], vector[c]);
    }
  }
  let total = subgroupAdd(f32(partial));
  if (lane == 0u && row < dims.rows) {
    result[row] = total;
  }
}
