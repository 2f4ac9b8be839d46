struct Camera {
  origin: vec3f,
  fov_y: f32,
  forward: vec3f,
  aspect: f32,
  right: vec3f,
  sphere_count: u32,
  up: vec3f,
}

struct Sphere {
  center: vec3f,
  radius: f32,
  albedo: vec3f,
  emissive: f32,
}

struct Hit {
  t: f32,
  normal: vec3f,
  index: i32,
}

@group(0) @binding(0) var<uniform> cam: Camera;
@group(0) @binding(1) var<storage, read> spheres: array<Sphere>;
@group(0) @binding(2) var target_img: texture_storage_2d<rgba16float, write>;

const NO_HIT = Hit(1e30, vec3f(0.0), -1);

fn intersect(ro: vec3f, rd: vec3f, s: Sphere) -> f32 {
  let oc = ro - s.center;
  let b = dot(oc, rd);
  let c = dot(oc, oc) - s.radius * s.radius;
  let h = b * b - c;
  if (h < 0.0) {
    return -1.0;
  }
  return -b - sqrt(h);
}

fn trace(ro: vec3f, rd: vec3f) -> Hit {
  struct Candidate { t: f32, i: u32 }
  var best = NO_HIT;
  for (var i = 0u; i < min(cam.sphere_count, arrayLength(&spheres)); i++) {
    let t = intersect(ro, rd, spheres[i]);
    if (t > 0.001 && t < best.t) {
      best.t = t;
      best.normal = normalize(ro + rd * t - spheres[i].center);
      best.index = i32(i);
    }
  }
  return best;
}

@compute @workgroup_size(8, 8, 1)
fn render(@builtin(global_invocation_id) gid: vec3u) {
  let size = textureDimensions(target_img);
  if (gid.x >= size.x || gid.y >= size.y) { return; }
  let uv = (vec2f(gid.xy) + 0.5) / vec2f(size) * 2.0 - 1.0;
  let h = tan(cam.fov_y * 0.5);
  let rd = normalize(cam.forward + uv.x * h * cam.aspect * cam.right - uv.y * h * cam.up);
  var color = vec3f(0.0);
  var throughput = vec3f(1.0);
  var ro = cam.origin;
  var dir = rd;
  for (var bounce = 0; bounce < 4; bounce++) {
    let hit = trace(ro, dir);
    if (hit.index < 0) {
      color += throughput * mix(vec3f(1.0), vec3f(0.5, 0.7, 1.0), 0.5 * (dir.y + 1.0));
      break;
    }
    let s = spheres[hit.index];
    color += throughput * s.albedo * s.emissive;
    throughput *= s.albedo;
    ro = ro + dir * hit.t + hit.normal * 1e-3;
    dir = reflect(dir, hit.normal);
  }
  textureStore(target_img, vec2i(gid.xy), vec4f(color, 1.0));
}
