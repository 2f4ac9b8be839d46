struct VolumeUniforms {
  inv_model_view_proj: mat4x4f,
  step_size: f32,
  density_scale: f32,
  max_steps: i32,
}

@group(0) @binding(0) var<uniform> vu: VolumeUniforms;
@group(0) @binding(1) var volume: texture_3d<f32>;
@group(0) @binding(2) var transfer: texture_2d<f32>;
@group(0) @binding(3) var trilinear: sampler;

fn box_intersect(ro: vec3f, rd: vec3f) -> vec2f {
  let inv = 1.0 / rd;
  let t0 = (vec3f(0.0) - ro) * inv;
  let t1 = (vec3f(1.0) - ro) * inv;
  let tmin = min(t0, t1);
  let tmax = max(t0, t1);
  return vec2f(max(max(tmin.x, tmin.y), tmin.z), min(min(tmax.x, tmax.y), tmax.z));
}

@fragment
fn fs(@location(0) ndc: vec2f) -> @location(0) vec4f {
  let near = vu.inv_model_view_proj * vec4f(ndc, 0.0, 1.0);
  let far = vu.inv_model_view_proj * vec4f(ndc, 1.0, 1.0);
  let ro = near.xyz / near.w;
  let rd = normalize(far.xyz / far.w - ro);
  let span = box_intersect(ro, rd);
  var acc = vec4f(0.0);
  if (span.x < span.y) {
    var t = max(span.x, 0.0);
    for (var i = 0; i < vu.max_steps; i++) {
      if (t > span.y || acc.a > 0.99) {
        break;
      }
      let p = ro + rd * t;
      let d = textureSample(volume, trilinear, p).r;
      let c = textureSampleLevel(transfer, trilinear, vec2f(d, 0.5), 0.0);
      let a = 1.0 - exp(-c.a * vu.density_scale * vu.step_size);
      acc += vec4f(c.rgb * a, a) * (1.0 - acc.a);
      t += vu.step_size;
    }
  }
  return acc;
}
