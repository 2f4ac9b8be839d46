// textureLoad at array layers and mip levels of views that start past the texture's first layer
// and level (2d array, depth 2d array), of a 3d texture's slices and of a 1d texture; u32 and i32
// coordinates.
@group(0) @binding(0) var a: texture_2d_array<u32>;
@group(0) @binding(1) var v: texture_3d<f32>;
@group(0) @binding(2) var d: texture_depth_2d_array;
@group(0) @binding(3) var l: texture_1d<i32>;
@group(0) @binding(4) var<storage, read_write> out: array<vec4u, 8>;

@compute @workgroup_size(1)
fn main() {
  out[0] = textureLoad(a, vec2(1, 1), 0, 0);
  out[1] = textureLoad(a, vec2u(0, 1), 1u, 0u);
  out[2] = textureLoad(a, vec2(0, 0), 1, 1);
  out[3] = bitcast<vec4u>(textureLoad(v, vec3(1, 0, 2), 0));
  out[4] = bitcast<vec4u>(textureLoad(v, vec3(0, 0, 1), 1));
  out[5] = vec4(bitcast<u32>(textureLoad(d, vec2(1, 0), 1, 0)), bitcast<u32>(textureLoad(d, vec2(0, 1), 0, 0)), 0, 0);
  out[6] = bitcast<vec4u>(textureLoad(l, 3, 0));
  out[7] = vec4(textureNumLayers(a), textureNumLevels(a), textureNumLayers(d), 0);
}
