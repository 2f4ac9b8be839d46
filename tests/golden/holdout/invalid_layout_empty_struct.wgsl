alias Vec3 = vec3<f32>;
alias Index = u32;
alias Transform = mat4x4<f32>;

struct Material {
  @align(16) albedo: Vec3,
  roughness: f32,
  @size(32) metallic: f32,
  emissive: vec3f,
}

struct Instance {
  model: Transform,
  @align(16) material_id: Index,
  @size(12) flags: u32,
  @align(32) bounds_min: Vec3,
  bounds_max: Vec3,
}

struct CullFlags {
}

struct Scene {
  instance_count: Index,
  @align(64) materials: array<Material, 16>,
  instances: array<Instance>,
}

@group(0) @binding(0) var<storage, read_write> scene: Scene;
@group(0) @binding(1) var<storage, read_write> visible: array<Index>;

fn transform_point(m: Transform, p: Vec3) -> Vec3 {
  let h = m * vec4f(p, 1.0);
  return h.xyz / h.w;
}

@compute @workgroup_size(64)
fn cull(@builtin(global_invocation_id) gid: vec3<Index>) {
  let i: Index = gid.x;
  if (i >= scene.instance_count || i >= arrayLength(&scene.instances)) {
    return;
  }
  let inst = scene.instances[i];
  let lo = transform_point(inst.model, inst.bounds_min);
  let hi = transform_point(inst.model, inst.bounds_max);
  let m = scene.materials[inst.material_id % 16u];
  let visible_now = all(lo < hi) && m.roughness >= 0.0 && (inst.flags & 1u) != 0u;
  visible[i] = select(0u, 1u, visible_now);
}
