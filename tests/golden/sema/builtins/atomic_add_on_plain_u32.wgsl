var<workgroup> count: u32;
@compute @workgroup_size(64)
fn main() {
  atomicAdd(&count, 1u);
}
