// Bitonic sort of 256 keys within one workgroup, using workgroupUniformLoad for the loop bound.
@group(0) @binding(0) var<storage, read_write> keys : array<u32, 256>;
@group(0) @binding(1) var<uniform> stages : u32;

var<workgroup> local_keys : array<u32, 256>;
var<workgroup> stage_count : u32;

fn compare_and_swap(i : u32, j : u32, ascending : bool) {
  let a = local_keys[i];
  let b = local_keys[j];
  if (a > b) == ascending {
    local_keys[i] = b;
    local_keys[j] = a;
  }
}

@compute @workgroup_size(128)
fn sort(@builtin(local_invocation_index) lid : u32) {
  local_keys[lid] = keys[lid];
  local_keys[lid + 128u] = keys[lid + 128u];
  if lid == 0u {
    stage_count = min(stages, 8u);
  }
  let count = workgroupUniformLoad(&stage_count);

  for (var k = 2u; k <= (1u << count); k <<= 1u) {
    for (var j = k >> 1u; j > 0u; j >>= 1u) {
      workgroupBarrier();
      let i = 2u * lid - (lid & (j - 1u));
      compare_and_swap(i, i + j, (i & k) == 0u);
    }
  }
  workgroupBarrier();
  keys[lid] = local_keys[lid];
  keys[lid + 128u] = local_keys[lid + 128u];
}
