var<private> n: u32;
@compute @workgroup_size(64)
fn main() {
  let v = workgroupUniformLoad(&n);
}
