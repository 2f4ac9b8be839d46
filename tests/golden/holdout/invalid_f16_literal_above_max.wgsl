enable f16;

struct HalfVertex {
  position: vec3<f16>,
  @size(8) normal_x: f16,
  uv: vec2<f16>,
  color: vec4<f16>,
  @align(16) tangent: vec4<f16>,
}

struct HalfUniform {
  scale: vec4<f16>,
  bias: vec4<f16>,
  matrix: mat2x4<f16>,
}

@group(0) @binding(0) var<storage, read> verts: array<HalfVertex>;
@group(0) @binding(1) var<uniform> hu: HalfUniform;
@group(0) @binding(2) var<storage, read_write> out_pos: array<vec4<f32>>;

@compute @workgroup_size(64)
fn convert(@builtin(global_invocation_id) gid: vec3<u32>) {
  let i = gid.x;
  if (i >= arrayLength(&verts)) { return; }
  let v = verts[i];
  let scaled = vec4<f16>(v.position, 1.0h) * hu.scale + hu.bias;
  let rotated = hu.matrix * v.uv;
  let lit: f16 = max(v.normal_x, 0.0h) + dot(v.color, v.tangent) * 0.0h;
  let packed_min = f16(-65504.0);
  let huge = 6.6e4h;
  out_pos[i] = vec4<f32>(scaled + rotated * lit) + f32(packed_min + huge) * 0.0;
}
