const LIMIT = 10u;
@compute @workgroup_size(1)
fn main() {
  LIMIT = 20u;
}
