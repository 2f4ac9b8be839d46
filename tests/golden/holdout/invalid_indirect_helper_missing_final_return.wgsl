struct DrawIndexedIndirect {
  index_count: u32,
  instance_count: atomic<u32>,
  first_index: u32,
  base_vertex: i32,
  first_instance: u32,
}

struct Frustum {
  planes: array<vec4<f32>, 6>,
}

struct ObjectData {
  center: vec3<f32>,
  radius: f32,
}

@group(0) @binding(0) var<uniform> frustum: Frustum;
@group(0) @binding(1) var<storage, read> objects: array<ObjectData>;
@group(0) @binding(2) var<storage, read_write> draw_args: DrawIndexedIndirect;
@group(0) @binding(3) var<storage, read_write> visible_ids: array<u32>;

fn sphere_visible(c: vec3<f32>, r: f32) -> bool {
  for (var i = 0; i < 6; i++) {
    let pl = frustum.planes[i];
    if (dot(pl.xyz, c) + pl.w < -r) {
      return false;
    }
  }
}

@compute @workgroup_size(64)
fn cull(@builtin(global_invocation_id) gid: vec3<u32>) {
  let id = gid.x;
  if (id >= arrayLength(&objects)) {
    return;
  }
  let o = objects[id];
  if (sphere_visible(o.center, o.radius)) {
    let slot = atomicAdd(&draw_args.instance_count, 1u);
    visible_ids[slot] = id;
  }
}
