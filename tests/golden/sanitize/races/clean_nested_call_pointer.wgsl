// The same call chain, each invocation with its own element.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> acc: array<u32, 4>;
fn add_to(p: ptr<workgroup, u32>, v: u32) { *p = *p + v; }
fn contribute(p: ptr<workgroup, u32>, i: u32) { add_to(p, i); }
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
  contribute(&acc[i], i);
  workgroupBarrier();
  out[i] = acc[3u - i];
}
