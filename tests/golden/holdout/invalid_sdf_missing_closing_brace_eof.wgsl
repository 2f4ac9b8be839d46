struct Globals {
  resolution: vec2f,
  time: f32,
  _pad: f32,
  camera_pos: vec3f,
}

@group(0) @binding(0) var<uniform> g: Globals;

fn sd_sphere(p: vec3f, r: f32) -> f32 {
  return length(p) - r;
}

fn sd_box(p: vec3f, b: vec3f) -> f32 {
  let q = abs(p) - b;
  return length(max(q, vec3f(0.0))) + min(max(q.x, max(q.y, q.z)), 0.0);
}

fn smin(a: f32, b: f32, k: f32) -> f32 {
  let h = clamp(0.5 + 0.5 * (b - a) / k, 0.0, 1.0);
  return mix(b, a, h) - k * h * (1.0 - h);
}

fn scene(p: vec3f) -> f32 {
  let s = sd_sphere(p - vec3f(sin(g.time), 0.0, 0.0), 0.8);
  let b = sd_box(p, vec3f(0.6));
  let floor_d = p.y + 1.0;
  return min(smin(s, b, 0.3), floor_d);
}

fn calc_normal(p: vec3f) -> vec3f {
  let e = vec2f(1e-3, 0.0);
  return normalize(vec3f(
    scene(p + e.xyy) - scene(p - e.xyy),
    scene(p + e.yxy) - scene(p - e.yxy),
    scene(p + e.yyx) - scene(p - e.yyx)));
}

@vertex
fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
  var pts = array<vec2f, 3>(vec2f(-1.0, -1.0), vec2f(3.0, -1.0), vec2f(-1.0, 3.0));
  return vec4f(pts[i], 0.0, 1.0);
}

@fragment
fn fs(@builtin(position) frag: vec4f) -> @location(0) vec4f {
  let uv = (2.0 * frag.xy - g.resolution) / g.resolution.y;
  let ro = g.camera_pos;
  let rd = normalize(vec3f(uv.x, -uv.y, -1.5));
  var t = 0.0;
  var hit = false;
  for (var i = 0; i < 128; i++) {
    let d = scene(ro + rd * t);
    if (d < 1e-4) {
      hit = true;
      break;
    }
    t += d;
    if (t > 50.0) { break; }
  }
  if (!hit) {
    return vec4f(0.1, 0.1, 0.15, 1.0);
  }
  let n = calc_normal(ro + rd * t);
  let l = normalize(vec3f(0.6, 0.8, 0.4));
  let diff = max(dot(n, l), 0.0);
  return vec4f(vec3f(0.2) + diff * vec3f(0.9, 0.8, 0.6), 1.0);
