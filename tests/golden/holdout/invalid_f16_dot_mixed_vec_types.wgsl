enable f16;

alias mat3h = mat3x3<f16>;

struct Bone {
  rot: mat3x3h,
  trans: vec3h,
  weight_scale: f16,
}

@group(0) @binding(0) var<storage, read> bones: array<Bone, 64>;
@group(0) @binding(1) var<storage, read> positions: array<vec4f>;
@group(0) @binding(2) var<storage, read> joints: array<vec4u>;
@group(0) @binding(3) var<storage, read> weights: array<vec4<f16>>;
@group(0) @binding(4) var<storage, read_write> skinned: array<vec4f>;

fn apply_bone(b: Bone, p: vec3h) -> vec3h {
  let m: mat3h = b.rot;
  return m * p + b.trans;
}

@compute @workgroup_size(64)
fn skin(@builtin(global_invocation_id) gid: vec3u) {
  let v = gid.x;
  if (v >= arrayLength(&positions)) { return; }
  let p = vec3h(positions[v].xyz);
  let j = joints[v];
  let w = weights[v];
  var acc = vec3h();
  for (var k = 0; k < 4; k++) {
    let b = bones[j[k] & 63u];
    acc += w[k] * b.weight_scale * apply_bone(b, p);
  }
  let total = dot(w, vec4f(1.0));
  let out_p = select(p, acc / total, total > 0.0h);
  skinned[v] = vec4f(vec3f(out_p), 1.0);
}
