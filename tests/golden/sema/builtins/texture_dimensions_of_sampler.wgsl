@group(0) @binding(0) var samp: sampler;
@compute @workgroup_size(1)
fn main() {
  let d = textureDimensions(samp);
}
