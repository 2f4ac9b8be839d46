// Uniform address space layout: arrays of vec4, explicit strides via structs.
struct PaddedFloat {
  @size(16) value: f32,
}

struct FrameUniforms {
  view: mat4x4<f32>,
  proj: mat4x4<f32>,
  weights: array<PaddedFloat, 8>,
  offsets: array<vec4<f32>, 8>,
  time: f32,
  frame: u32,
  @align(16) resolution: vec2<f32>,
}

@group(0) @binding(0) var<uniform> frame: FrameUniforms;
@group(0) @binding(1) var color_in: texture_2d<f32>;
@group(0) @binding(2) var color_out: texture_storage_2d<rgba16float, write>;

@compute @workgroup_size(8, 8)
fn filter_main(@builtin(global_invocation_id) id: vec3<u32>) {
  let size = textureDimensions(color_in);
  if (any(id.xy >= size)) { return; }
  var sum = vec4<f32>(0.0);
  for (var i = 0; i < 8; i++) {
    let o = vec2<i32>(frame.offsets[i].xy);
    let p = clamp(vec2<i32>(id.xy) + o, vec2<i32>(0), vec2<i32>(size) - 1);
    sum += textureLoad(color_in, p, 0) * frame.weights[i].value;
  }
  let flicker = 0.5 + 0.5 * sin(frame.time + f32(frame.frame));
  textureStore(color_out, id.xy, sum * flicker);
}
