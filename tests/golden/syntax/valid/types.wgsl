// Every type constructor form: scalars, vectors, matrices, predeclared aliases, arrays,
// atomics, pointers, samplers and textures.
enable f16;

struct AllScalars {
  b : u32,
  i : i32,
  u : u32,
  f : f32,
  h : f16,
}

struct Vectors {
  a : vec2<i32>, b : vec3<u32>, c : vec4<f32>, d : vec2<f16>,
  e : vec2i, f : vec3u, g : vec4f, h : vec4h,
}

struct Matrices {
  m22 : mat2x2<f32>, m23 : mat2x3<f32>, m24 : mat2x4<f32>,
  m32 : mat3x2<f32>, m33 : mat3x3<f32>, m34 : mat3x4<f32>,
  m42 : mat4x2<f32>, m43 : mat4x3<f32>, m44 : mat4x4<f32>,
  a22 : mat2x2f, a33 : mat3x3f, a44 : mat4x4f, h22 : mat2x2h, h34 : mat3x4h,
}

struct WithArrays {
  fixed : array<f32, 4>,
  nested : array<array<vec2f, 2>, 3>,
  runtime : array<u32>,
}

@group(0) @binding(0) var<storage, read_write> scalars : AllScalars;
@group(0) @binding(1) var<storage, read_write> vectors : Vectors;
@group(0) @binding(2) var<storage, read_write> matrices : Matrices;
@group(0) @binding(3) var<storage, read_write> arrays : WithArrays;
@group(0) @binding(4) var<storage, read_write> atomics : array<atomic<i32>, 4>;

@group(1) @binding(0) var s : sampler;
@group(1) @binding(1) var sc : sampler_comparison;
@group(1) @binding(2) var t1d : texture_1d<f32>;
@group(1) @binding(3) var t2d : texture_2d<i32>;
@group(1) @binding(4) var t2da : texture_2d_array<u32>;
@group(1) @binding(5) var t3d : texture_3d<f32>;
@group(1) @binding(6) var tcube : texture_cube<f32>;
@group(1) @binding(7) var tcubea : texture_cube_array<f32>;
@group(1) @binding(8) var tms : texture_multisampled_2d<f32>;
@group(1) @binding(9) var tdms : texture_depth_multisampled_2d;
@group(1) @binding(10) var td2d : texture_depth_2d;
@group(1) @binding(11) var td2da : texture_depth_2d_array;
@group(1) @binding(12) var tdcube : texture_depth_cube;
@group(1) @binding(13) var tdcubea : texture_depth_cube_array;
@group(1) @binding(14) var text : texture_external;
@group(1) @binding(15) var ts1d : texture_storage_1d<rgba8unorm, write>;
@group(1) @binding(16) var ts2d : texture_storage_2d<r32float, read>;
@group(1) @binding(17) var ts2da : texture_storage_2d_array<rgba32sint, read_write>;
@group(1) @binding(18) var ts3d : texture_storage_3d<rg32uint, write>;

@fragment
fn main() -> @location(0) vec4f {
  var b : bool = scalars.b != 0u;
  let p : ptr<function, bool> = &b;
  let h = scalars.h + vectors.h.x + matrices.h22[0][0] + matrices.h34[2].w;
  var acc = f32(h) + f32(scalars.i) + f32(scalars.u) + scalars.f;
  acc += f32(vectors.a.x) + f32(vectors.b.y) + vectors.c.z + f32(vectors.d.x);
  acc += f32(vectors.e.x) + f32(vectors.f.x) + vectors.g.w;
  acc += matrices.m22[0].x + matrices.m23[0].z + matrices.m24[1].w + matrices.m32[2].y;
  acc += matrices.m33[2].z + matrices.m34[0].w + matrices.m42[3].x + matrices.m43[3].z;
  acc += matrices.m44[3].w + matrices.a22[1].y + matrices.a33[1].y + matrices.a44[1].y;
  acc += arrays.fixed[3] + arrays.nested[2][1].y + f32(arrays.runtime[7]);
  acc += f32(atomicLoad(&atomics[1]));
  acc += textureSample(t1d, s, 0.5).x;
  acc += f32(textureLoad(t2d, vec2i(0), 0).x) + f32(textureLoad(t2da, vec2i(0), 1, 0).y);
  acc += textureSample(t3d, s, vec3f(0.5)).z + textureSample(tcube, s, vec3f(1.0)).w;
  acc += textureSample(tcubea, s, vec3f(1.0), 2).x + textureLoad(tms, vec2i(0), 0).x;
  acc += textureLoad(tdms, vec2i(0), 0) + textureSampleCompare(td2d, sc, vec2f(0.5), 0.5);
  acc += textureSample(td2da, s, vec2f(0.5), 1) + textureSample(tdcube, s, vec3f(1.0));
  acc += textureSample(tdcubea, s, vec3f(1.0), 0) + textureSampleBaseClampToEdge(text, s, vec2f(0.5)).x;
  acc += textureLoad(ts2d, vec2i(0)).x + f32(textureLoad(ts2da, vec2i(0), 0).x);
  textureStore(ts1d, 0, vec4f(acc));
  textureStore(ts3d, vec3i(0), vec4u(1u));
  if *p {
    acc += 1.0;
  }
  return vec4f(acc);
}
