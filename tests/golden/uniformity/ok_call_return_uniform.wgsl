@group(0) @binding(0) var<uniform> u: vec4u;
fn pick(k: u32) -> u32 {
  return u[k];
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (pick(2u) == 0u) {
    workgroupBarrier();
  }
  _ = i;
}
