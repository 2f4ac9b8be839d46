@group(0) @binding(0) var<uniform> table: array<vec4u, 8>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (table[i % 8u].x == 0u) {
    workgroupBarrier();
  }
}
