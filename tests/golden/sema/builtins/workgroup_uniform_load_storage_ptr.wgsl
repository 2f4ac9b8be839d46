@group(0) @binding(0) var<storage, read_write> flag: u32;
@compute @workgroup_size(64)
fn main() {
  let v = workgroupUniformLoad(&flag);
}
