// textureGather and textureGatherCompare: each component of an rgba8unorm texture's four texels
// around a point, in the order (i0,j1), (i1,j1), (i1,j0), (i0,j0); an offset; repeat and
// mirror-repeat addressing at the edges; a 2d array layer; a cube face inside and across an edge;
// an rgba8uint texture (its integers); a depth texture without a component and compared with
// references (less). The job's layout is explicit ("wgx_layout"): WebGPU's default layout makes the
// nearest sampler "filtering", which may not sample rgba8uint or depth textures (Dawn's default
// layout makes it "non-filtering"). lavapipe reads unorm texels through a reciprocal: wgx_abs 5e-3.
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@group(0) @binding(2) var wrap: sampler;
@group(0) @binding(3) var a: texture_2d_array<f32>;
@group(0) @binding(4) var c: texture_cube<f32>;
@group(0) @binding(5) var u: texture_2d<u32>;
@group(0) @binding(6) var d: texture_depth_2d;
@group(0) @binding(7) var less: sampler_comparison;
@group(0) @binding(8) var<storage, read_write> out: array<vec4f, 18>;
@group(0) @binding(9) var<storage, read_write> out_u: array<vec4u, 2>;

@compute @workgroup_size(1)
fn main() {
  let p = vec2(0.4, 0.6);
  out[0] = textureGather(0, t, s, p);
  out[1] = textureGather(1, t, s, p);
  out[2] = textureGather(2, t, s, p);
  out[3] = textureGather(3, t, s, p);
  out[4] = textureGather(0, t, s, p, vec2(1, -1));
  out[5] = textureGather(1, t, s, vec2(0.0, 0.0));
  out[6] = textureGather(1, t, wrap, vec2(0.0, 0.0));
  out[7] = textureGather(2, t, wrap, vec2(0.95, 0.97));
  out[8] = textureGather(1, a, s, p, 1);
  out[9] = textureGather(0, a, s, p, 0u, vec2(-1, 1));
  out[10] = textureGather(0, c, s, vec3(1.0, 0.375, 0.125));
  out[11] = textureGather(3, c, s, vec3(1.0, -0.125, -0.875));
  out[12] = textureGather(3, a, s, vec2(0.9, 0.1), 1, vec2(-2, 1));
  out[13] = textureGatherCompare(d, less, p, 0.7, vec2(-1, 1));
  out[16] = textureGather(d, s, p);
  out[17] = textureGather(d, s, p, vec2(-1, 1));
  out[14] = textureGatherCompare(d, less, p, 0.45);
  out[15] = textureGatherCompare(d, less, vec2(0.8, 0.2), 0.45, vec2(0, 1));
  out_u[0] = textureGather(2, u, s, p);
  out_u[1] = textureGather(0, u, s, vec2(0.1, 0.9), vec2(1, -1));
}
