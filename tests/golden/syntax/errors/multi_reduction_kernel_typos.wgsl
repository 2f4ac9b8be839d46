@group(0) @binding(0) var<storage, read> input : array<f32>;
@group(0) @binding(1) var<storage, read_write> output : array<f32>;
var<workgroup> partial : array<f32, 64>;

fn load(i : u32) -> f32 {
  if (i >= arrayLength(&input)) return 0.0;
  return input[i];
}

fn tree_reduce(lid : u32) {
  for (var s = 32u; s > 0u; s >>= 1u) {
    if lid < s {
      partial[lid] += partial[lid + s]
    }
    workgroupBarrier();
  }
}

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) lid : u32,
        @builtin(workgroup_id) wid : vec3u) {
  partial[lid] = load(wid.x * 64u + lid);
  workgroupBarrier();
  tree_reduce(lid);
  if lid == 0u {
    output[wid.x] = partial[0]
  }
}
