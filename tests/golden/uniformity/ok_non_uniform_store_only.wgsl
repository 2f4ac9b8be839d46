var<workgroup> tile: array<array<f32, 8>, 8>;
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> c: array<f32>;
@compute @workgroup_size(8, 8) fn main(@builtin(local_invocation_id) lid: vec3u, @builtin(workgroup_id) wid: vec3u) {
  var acc = 0.0;
  for (var t = 0u; t < 4u; t++) {
    tile[lid.y][lid.x] = a[(wid.y * 8u + lid.y) * 32u + t * 8u + lid.x];
    workgroupBarrier();
    for (var k = 0u; k < 8u; k++) {
      acc += tile[lid.y][k];
    }
    workgroupBarrier();
  }
  c[lid.x] = acc;
}
