@group(0) @binding(0) var<storage, read_write> buf: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) gid: vec3u) {
  var x = gid.x;
  loop {
    if (x == 0u) { break; }
    x = x / 2u;
    buf[gid.x] += 1u;
  }
}
