const EDGE_TABLE = array<u32, 16>(
  0x0u, 0x9u, 0x3u, 0xAu, 0x6u, 0xFu, 0x5u, 0xCu,
  0xCu, 0x5u, 0xFu, 0x6u, 0xAu, 0x3u, 0x9u, 0x0u);

struct Segment {
  a: vec2<f32>,
  b: vec2<f32>,
}

@group(0) @binding(0) var<storage, read> field: array<f32>;
@group(0) @binding(1) var<storage, read_write> segments: array<Segment>;
@group(0) @binding(2) var<storage, read_write> segment_count: atomic<u32>;
@group(0) @binding(3) var<uniform> dims_iso: vec4<f32>;

fn sample_field(x: u32, y: u32) -> f32 {
  let w = u32(dims_iso.x);
  return field[y * w + x];
}

fn edge_point(e: u32, p: vec2<f32>, v: array<f32, 4>, iso: f32) -> vec2<f32> {
  let corners = array<vec2<f32>, 4>(vec2(0.0, 0.0), vec2(1.0, 0.0), vec2(1.0, 1.0), vec2(0.0, 1.0));
  let i0 = e;
  let i1 = (e + 1u) % 4u;
  let t = clamp((iso - v[i0]) / (v[i1] - v[i0]), 0.0, 1.0);
  return p + mix(corners[i0], corners[i1], t);
}

@compute @workgroup_size(8, 8)
fn march(@builtin(global_invocation_id) gid: vec3<u32>) {
  let w = u32(dims_iso.x) - 1u;
  let h = u32(dims_iso.y) - 1u;
  if (gid.x >= w || gid.y >= h) { return; }
  let iso = dims_iso.z;
  let v = array<f32, 4>(sample_field(gid.x, gid.y), sample_field(gid.x + 1u, gid.y),
                        sample_field(gid.x + 1u, gid.y + 1u), sample_field(gid.x, gid.y + 1u));
  var case_index = 0u;
  for (var i = 0u; i < 4u; i++) {
    if (v[i] > iso) { case_index |= 1u << i; }
  }
  let edges = EDGE_TABLE[case_index];
  if (edges == 0u || edges == 0xFu) { return; }
  var pts: array<vec2<f32>, 4>;
  var np = 0u;
  for (var e = 0u; e < 4u; e++) {
    if ((edges & (1u << e)) != 0u) {
      pts[np] = edge_point(e, vec2<f32>(gid.xy), v, iso);
      np++;
    }
  }
  if (np >= 2u) {
    let slot = atomicAdd(&segment_count, 1u);
    segments[slot] = Segment(pts[0], pts[1]);
  }
}
