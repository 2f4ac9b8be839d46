@group(0) @binding(0) var t1d: texture_1d<f32>;
@group(0) @binding(1) var t2d_u: texture_2d<u32>;
@group(0) @binding(2) var t2d_i: texture_2d<i32>;
@group(0) @binding(3) var t3d: texture_3d<f32>;
@group(0) @binding(4) var tcube_arr: texture_cube_array<f32>;
@group(0) @binding(5) var tdepth_cube: texture_depth_cube;
@group(0) @binding(6) var st1d: texture_storage_1d<rgba8uint, write>;
@group(0) @binding(7) var st3d: texture_storage_3d<r32sint, write>;
@group(0) @binding(8) var st2da: texture_storage_2d_array<rg32float, write>;
@group(0) @binding(9) var smp: sampler;
@group(0) @binding(9) var smp_cmp: sampler_comparison;

fn sample_env(t: texture_cube_array<f32>, s: sampler, dir: vec3f, layer: i32) -> vec4f {
  return textureSampleLevel(t, s, dir, layer, 0.0);
}

@fragment
fn fs(@location(0) uvw: vec3f) -> @location(0) vec4f {
  let a = textureSample(t1d, smp, uvw.x);
  let b = textureLoad(t2d_u, vec2u(0u, 1u), 0);
  let c = textureLoad(t2d_i, vec2i(1, 0), 0);
  let d = textureSample(t3d, smp, uvw);
  let e = sample_env(tcube_arr, smp, normalize(uvw), 2);
  let f = textureSampleCompare(tdepth_cube, smp_cmp, normalize(uvw), 0.5);
  let dims = textureDimensions(t1d) + textureDimensions(st1d);
  let dims3 = textureDimensions(t3d, 0u) + textureDimensions(st3d);
  let dims2a = textureDimensions(st2da);
  let layers = textureNumLayers(st2da) + textureNumLayers(tcube_arr);
  let meta_sum = f32(dims + dims3.x + dims2a.y + layers);
  return a + d + e + vec4f(f) + vec4f(vec4u(b)) * 0.0 + vec4f(c) * 0.0 + meta_sum * 0.0;
}

@compute @workgroup_size(4, 4, 4)
fn cs(@builtin(global_invocation_id) g: vec3u) {
  textureStore(st1d, g.x, vec4u(g, 1u));
  textureStore(st3d, g, vec4i(i32(g.x)));
  textureStore(st2da, g.xy, g.z, vec4f(1.0, 2.0, 0.0, 0.0));
}
