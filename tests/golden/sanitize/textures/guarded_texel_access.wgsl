// Texel addresses checked against textureDimensions before each access: nothing out of range.
// sanitize-texture: 0:0 r32uint 6x3
@group(0) @binding(0) var img: texture_storage_2d<r32uint, read_write>;

@compute @workgroup_size(8, 4)
fn main(@builtin(local_invocation_id) id: vec3u) {
  let size = textureDimensions(img);
  if (all(id.xy < size)) {
    textureStore(img, id.xy, textureLoad(img, id.xy) + vec4u(1u));
  }
}
