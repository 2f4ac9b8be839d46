@group(0) @binding(0) var img: texture_2d<f32>;
@compute @workgroup_size(8, 8) fn main() {
  let v = textureLoad(img, vec2u(0u, 0u), 0);
  if (v.x == 0.0) {
    workgroupBarrier();
  }
}
