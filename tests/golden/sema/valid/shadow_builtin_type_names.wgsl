fn f() -> i32 {
  let vec3 = 1;
  let f32 = 2;
  let sampler = vec3 + f32;
  return sampler;
}

alias float4 = vec4f;
fn g() -> float4 { return float4(1.0); }
