struct View {
  center: vec2<f32>,
  zoom: f32,
  max_iter: u32,
}

@group(0) @binding(0) var<uniform> view: View;
@group(0) @binding(1) var out_tex: texture_storage_2d<rgba8unorm, write>;

fn palette(t: f32) -> vec3<f32> {
  let a = vec3<f32>(0.5, 0.5, 0.5);
  let b = vec3<f32>(0.5, 0.5, 0.5);
  let c = vec3<f32>(1.0, 1.0, 1.0);
  let d = vec3<f32>(0.0, 0.10, 0.20);
  return a + b * cos(6.28318 * (c * t + d));
}

fn iterate(c: vec2<f32>) -> f32 {
  var z = vec2<f32>(0.0, 0.0);
  var i = 0u;
  loop {
    if (i >= view.max_iter || dot(z, z) > 256.0) {
      break;
    }
    z = vec2<f32>(z.x * z.x - z.y * z.y, 2.0 * z.x * z.y) + c;
    continuing {
      i = i + 1u;
    }
  }
  if (i >= view.max_iter) {
    return -1.0;
  }
  let smooth_i = f32(i) - log2(log2(dot(z, z))) + 4.0;
  return smooth_i / view.max_iter;
}

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  let dims = textureDimensions(out_tex);
  if (gid.x >= dims.x || gid.y >= dims.y) {
    return;
  }
  let aspect = f32(dims.x) / f32(dims.y);
  let uv = (vec2<f32>(gid.xy) / vec2<f32>(dims) - 0.5) * vec2<f32>(aspect, 1.0);
  let c = view.center + uv / view.zoom;
  let t = iterate(c);
  var color = vec3<f32>(0.0);
  if (t >= 0.0) {
    color = palette(t);
  }
  textureStore(out_tex, vec2<i32>(gid.xy), vec4<f32>(color, 1.0));
}
