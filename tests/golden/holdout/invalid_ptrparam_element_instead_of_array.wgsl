// Pointer parameters into storage (unrestricted_pointer_parameters), including runtime arrays.
struct Histogram {
  total: u32,
  bins: array<u32>,
}

@group(0) @binding(0) var<storage, read_write> hist: Histogram;
@group(0) @binding(1) var<storage, read> samples: array<f32>;

fn bin_count(h: ptr<storage, Histogram, read_write>) -> u32 {
  return arrayLength(&(*h).bins);
}

fn sum_range(s: ptr<storage, array<f32>, read>, begin: u32, end: u32) -> f32 {
  var acc = 0.0;
  for (var i = begin; i < min(end, arrayLength(s)); i++) {
    acc += (*s)[i];
  }
  return acc;
}

fn reset_workgroup(p: ptr<workgroup, array<u32, 16>>, i: u32) {
  (*p)[i % 16u] = 0u;
}

var<workgroup> wg_bins: array<u32, 16>;

@compute @workgroup_size(16)
fn main(@builtin(global_invocation_id) gid: vec3u, @builtin(local_invocation_index) li: u32) {
  reset_workgroup(&wg_bins[0], li);
  let bins = bin_count(&hist);
  if (gid.x < bins) {
    let s = sum_range(&samples, gid.x * 4u, gid.x * 4u + 4u);
    hist.bins[gid.x] = u32(s);
  }
}
