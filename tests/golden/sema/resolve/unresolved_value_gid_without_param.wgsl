@group(0) @binding(0) var<storage, read_write> buf: array<u32>;

@compute @workgroup_size(64)
fn main() {
  buf[global_invocation_id.x] = 1u;
}
