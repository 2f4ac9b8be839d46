const WORKGROUP_X = 8u;
const WORKGROUP_Y = 8u;
const THREADS = WORKGROUP_X * WORKGROUP_Y;
const MAX_LIGHTS: i32 = 64;
const SHADOW_CASCADES = 4;

const_assert THREADS == 64u;
const_assert MAX_LIGHTS % 16 == 0;
const_assert (SHADOW_CASCADES > 0) && (SHADOW_CASCADES <= 8);

struct Cluster {
  light_count: u32,
  light_indices: array<u32, MAX_LIGHTS>,
}

@group(0) @binding(0) var<storage, read_write> clusters: array<Cluster>;
@group(0) @binding(1) var<uniform> cascade_splits: array<vec4f, SHADOW_CASCADES>;

fn cascade_for_depth(depth: f32) -> i32 {
  const_assert SHADOW_CASCADES == 4;
  for (var i = 0; i < SHADOW_CASCADES; i++) {
    if (depth < cascade_splits[i].x) {
      return i;
    }
  }
  return SHADOW_CASCADES - 1;
}

@compute @workgroup_size(WORKGROUP_X, WORKGROUP_Y)
fn assign(@builtin(global_invocation_id) gid: vec3u) {
  let idx = gid.y * 64u + gid.x;
  const_assert idx < 4096u;
  if (idx >= arrayLength(&clusters)) { return; }
  let c = cascade_for_depth(f32(gid.x) * 0.1);
  clusters[idx].light_count = u32(c);
}
