// Golden execution test: divergent collatz (job in divergent_collatz.job.json).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(32) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
  var n = g.x + 1u;
  var steps = 0u;
  while (n != 1u) {
    if ((n & 1u) == 0u) { n = n / 2u; } else { n = 3u * n + 1u; }
    steps++;
  }
  out[g.x] = steps;
}
