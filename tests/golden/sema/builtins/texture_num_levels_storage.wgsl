@group(0) @binding(0) var img: texture_storage_2d<rgba8unorm, write>;
@compute @workgroup_size(1)
fn main() {
  let n = textureNumLevels(img);
}
