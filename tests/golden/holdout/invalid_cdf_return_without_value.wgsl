@group(0) @binding(0) var<storage, read> cdf: array<f32>;
@group(0) @binding(1) var<storage, read> uniforms01: array<f32>;
@group(0) @binding(2) var<storage, read_write> picked: array<u32>;

fn upper_bound(x: f32) -> u32 {
  var lo = 0u;
  var hi = arrayLength(&cdf);
  while (lo < hi) {
    let mid = lo + (hi - lo) / 2u;
    if (cdf[mid] <= x) {
      lo = mid + 1u;
    } else {
      hi = mid;
    }
  }
  return;
}

@compute @workgroup_size(256)
fn sample_cdf(@builtin(global_invocation_id) gid: vec3u) {
  let i = gid.x;
  if (i < arrayLength(&uniforms01)) {
    let u = uniforms01[i];
    picked[i] = min(upper_bound(u), arrayLength(&cdf) - 1u);
  }
}
