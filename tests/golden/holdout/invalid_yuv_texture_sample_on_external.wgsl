@group(0) @binding(0) var video: texture_external;
@group(0) @binding(1) var video_sampler: sampler;
@group(0) @binding(2) var y_plane: texture_2d<f32>;
@group(0) @binding(3) var uv_plane: texture_2d<f32>;

const BT709 = mat3x3<f32>(
  vec3<f32>(1.0, 1.0, 1.0),
  vec3<f32>(0.0, -0.18732, 1.8556),
  vec3<f32>(1.5748, -0.46812, 0.0));

struct FsIn {
  @builtin(position) pos: vec4<f32>,
  @location(0) uv: vec2<f32>,
}

@vertex
fn vs(@builtin(vertex_index) vi: u32) -> FsIn {
  const corners = array(vec2(0.0, 0.0), vec2(1.0, 0.0), vec2(0.0, 1.0),
                        vec2(0.0, 1.0), vec2(1.0, 0.0), vec2(1.0, 1.0));
  let c = corners[vi];
  return FsIn(vec4<f32>(c * 2.0 - 1.0, 0.0, 1.0), vec2<f32>(c.x, 1.0 - c.y));
}

@fragment
fn fs_external(in: FsIn) -> @location(0) vec4<f32> {
  return textureSample(video, video_sampler, in.uv);
}

@fragment
fn fs_planar(in: FsIn) -> @location(0) vec4<f32> {
  let size = vec2<f32>(textureDimensions(y_plane));
  let px = vec2<u32>(in.uv * size);
  let y = textureLoad(y_plane, px, 0).r;
  let uv = textureLoad(uv_plane, px / 2u, 0).rg - vec2<f32>(0.5);
  let ext_dims = textureDimensions(video);
  let rgb = BT709 * vec3<f32>(y, uv);
  return vec4<f32>(rgb, f32(ext_dims.x > 0u));
}
