struct Params { n: u32, scale: f32 }
@group(0) @binding(0) var<uniform> params: Params;
@compute @workgroup_size(64) fn main() {
  for (var k = 0u; k < params.n; k++) {
    workgroupBarrier();
  }
}
