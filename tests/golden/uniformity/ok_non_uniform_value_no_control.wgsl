@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let v = select(i, 0u, i > 4u);
  workgroupBarrier();
  out[i] = v;
}
