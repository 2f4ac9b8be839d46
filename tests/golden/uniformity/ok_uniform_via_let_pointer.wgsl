@group(0) @binding(0) var<uniform> buf: array<vec4u, 4>;
@compute @workgroup_size(64) fn main() {
  let p = &buf[1];
  if ((*p).x == 3u) {
    workgroupBarrier();
  }
}
