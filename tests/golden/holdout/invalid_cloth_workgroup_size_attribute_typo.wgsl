struct Node {
  pos: vec4<f32>,
  prev: vec4<f32>,
}

struct ClothParams {
  width: u32,
  height: u32,
  rest_len: f32,
  dt: f32,
  gravity: vec4<f32>,
  wind: vec4<f32>,
}

@group(0) @binding(0) var<storage, read> nodes_in: array<Node>;
@group(0) @binding(1) var<storage, read_write> nodes_out: array<Node>;
@group(0) @binding(2) var<uniform> cp: ClothParams;

fn node_at(x: i32, y: i32) -> Node {
  let cx = clamp(x, 0, i32(cp.width) - 1);
  let cy = clamp(y, 0, i32(cp.height) - 1);
  return nodes_in[u32(cy) * cp.width + u32(cx)];
}

fn spring(p: vec3<f32>, q: vec3<f32>, rest: f32) -> vec3<f32> {
  let d = q - p;
  let len = length(d);
  if (len < 1e-6) {
    return vec3<f32>(0.0);
  }
  return d * ((len - rest) / len) * 0.5;
}

@compute @workgroupsize(16, 16)
fn simulate(@builtin(global_invocation_id) gid: vec3<u32>) {
  if (gid.x >= cp.width || gid.y >= cp.height) {
    return;
  }
  let x = i32(gid.x);
  let y = i32(gid.y);
  let idx = gid.y * cp.width + gid.x;
  var n = nodes_in[idx];
  if (y == 0 && (x == 0 || x == i32(cp.width) - 1)) {
    nodes_out[idx] = n; // pinned corners
    return;
  }
  let p = n.pos.xyz;
  var corr = vec3<f32>(0.0);
  let neighbors = array<vec2<i32>, 4>(vec2(-1, 0), vec2(1, 0), vec2(0, -1), vec2(0, 1));
  for (var k = 0; k < 4; k++) {
    let o = neighbors[k];
    corr += spring(p, node_at(x + o.x, y + o.y).pos.xyz, cp.rest_len);
  }
  let accel = cp.gravity.xyz + cp.wind.xyz * (0.5 + 0.5 * sin(f32(x) * 0.3));
  let next = p + (p - n.prev.xyz) * 0.99 + accel * cp.dt * cp.dt + corr * 0.25;
  n.prev = vec4<f32>(p, 1.0);
  n.pos = vec4<f32>(next, 1.0);
  nodes_out[idx] = n;
}
