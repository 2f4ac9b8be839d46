struct BvhNode {
  aabb_min: vec3f,
  left_or_first: u32,
  aabb_max: vec3f,
  count: u32,
}

struct Tri {
  v0: vec3f,
  v1: vec3f,
  v2: vec3f,
}

struct Ray {
  origin: vec3f,
  dir: vec3f,
}

@group(0) @binding(0) var<storage, read> nodes: array<BvhNode>;
@group(0) @binding(1) var<storage, read> tris: array<Tri>;
@group(0) @binding(2) var<storage, read> rays: array<Ray>;
@group(0) @binding(3) var<storage, read_write> hits: array<f32>;

fn slab(r: Ray, inv: vec3f, lo: vec3f, hi: vec3f, tmax: f32) -> bool {
  let t1 = (lo - r.origin) * inv;
  let t2 = (hi - r.origin) * inv;
  let tnear = max(max(min(t1.x, t2.x), min(t1.y, t2.y)), min(t1.z, t2.z));
  let tfar = min(min(max(t1.x, t2.x), max(t1.y, t2.y)), max(t1.z, t2.z));
  return tfar >= tnear && tnear < tmax && tfar > 0.0;
}

fn moller_trumbore(r: Ray, t: Tri) -> f32 {
  let e1 = t.v1 - t.v0;
  let e2 = t.v2 - t.v0;
  let h = cross(r.dir, e2);
  let a = dot(e1, h);
  if (abs(a < 1e-7) { return -1.0; }
  let f = 1.0 / a;
  let s = r.origin - t.v0;
  let u = f * dot(s, h);
  if (u < 0.0 || u > 1.0) { return -1.0; }
  let q = cross(s, e1);
  let v = f * dot(r.dir, q);
  if (v < 0.0 || u + v > 1.0) { return -1.0; }
  return f * dot(e2, q);
}

@compute @workgroup_size(64)
fn trace(@builtin(global_invocation_id) gid: vec3u) {
  if (gid.x >= arrayLength(&rays)) { return; }
  let r = rays[gid.x];
  let inv = 1.0 / r.dir;
  var stack: array<u32, 32>;
  var sp = 0;
  stack[0] = 0u;
  sp = 1;
  var best = 1e30;
  while (sp > 0) {
    sp -= 1;
    let node = nodes[stack[sp]];
    if (!slab(r, inv, node.aabb_min, node.aabb_max, best)) {
      continue;
    }
    if (node.count > 0u) {
      for (var i = 0u; i < node.count; i++) {
        let t = moller_trumbore(r, tris[node.left_or_first + i]);
        if (t > 0.0 && t < best) { best = t; }
      }
    } else if (sp < 30) {
      stack[sp] = node.left_or_first;
      stack[sp + 1] = node.left_or_first + 1u;
      sp += 2;
    }
  }
  hits[gid.x] = select(-1.0, best, best < 1e30);
}
