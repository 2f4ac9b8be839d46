@group(0) @binding(0) var img: texture_storage_2d<rgba8unorm, read_write>;
@compute @workgroup_size(8, 8) fn main() {
  let d = textureDimensions(img);
  if (d.x > 4u) {
    workgroupBarrier();
  }
}
