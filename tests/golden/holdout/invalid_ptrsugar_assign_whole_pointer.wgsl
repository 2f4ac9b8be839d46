// Pointer member access and indexing without explicit dereference.
struct Cluster {
  min_pt: vec4f,
  max_pt: vec4f,
  light_ids: array<u32, 8>,
  count: u32,
}

@group(0) @binding(0) var<storage, read_write> clusters: array<Cluster>;

fn add_light(c: ptr<function, Cluster>, id: u32) {
  if (c.count < 8u) {
    c.light_ids[c.count] = id;
    c.count += 1u;
  }
}

fn extent(c: ptr<function, Cluster>) -> vec3f {
  return c.max_pt.xyz - (*c).min_pt.xyz;
}

@compute @workgroup_size(32)
fn build(@builtin(global_invocation_id) gid: vec3u) {
  if (gid.x >= arrayLength(&clusters)) { return; }
  var c = clusters[gid.x];
  let ids = &c.light_ids;
  ids[0] = 0u;
  for (var i = 0u; i < 4u; i++) {
    add_light(&c, gid.x * 4u + i);
  }
  let e = extent(&c);
  c.max_pt.w = length(e);
  let storage_ref = &clusters[gid.x];
  storage_ref = &clusters[0];
  storage_ref.light_ids = c.light_ids;
  storage_ref.max_pt = c.max_pt;
}
