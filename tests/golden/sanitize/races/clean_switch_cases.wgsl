// Switch cases that write elements owned by one invocation each.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> v: array<u32, 8>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  switch (i % 2u) {
    case 0u: { v[i] = i; }
    default: { v[i] = 100u + i; }
  }
  workgroupBarrier();
  out[i] = v[7u - i];
}
