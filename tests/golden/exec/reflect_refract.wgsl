// Golden execution test: reflect, faceForward and refract on vec2/vec3/vec4, refract's total
// internal reflection (a zero vector) and its ordinary case.
@group(0) @binding(0) var<storage, read> inp: array<vec4<f32>, 4>;
@group(0) @binding(1) var<storage, read_write> out: array<vec4<f32>, 16>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  let i = inp[li];
  let n = vec4(0.0, 1.0, 0.0, 0.0);
  out[li] = reflect(i, n);
  out[4u + li] = vec4(reflect(i.xy, vec2(0.6, 0.8)), faceForward(i.xyz, n.xyz, vec3(0.0, f32(li) - 1.5, 0.0)).xz);
  out[8u + li] = refract(vec4(0.6, -0.8, 0.0, 0.0), n, 0.5 + f32(li) * 0.5);
  out[12u + li] = vec4(refract(vec2(0.8, -0.6), vec2(0.0, 1.0), 1.125 * f32(li)), faceForward(i.zw, vec2(1.0, 0.0), i.xy));
}
