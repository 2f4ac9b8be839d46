@group(0) @binding(0) var<uniform> cfg: vec4u;
@compute @workgroup_size(64) fn main() {
  let a = cfg.x;
  let b = a * 2u + cfg.y;
  var c = b;
  c = c + 1u;
  if (c > 5u && a < 3u) {
    workgroupBarrier();
  }
}
