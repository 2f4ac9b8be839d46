// Golden execution test: switch in loop (job in switch_in_loop.job.json).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  var acc = 0u;
  for (var i = 0u; i < 10u; i++) {
    switch ((i + li) % 4u) {
      case 0u: { continue; }
      case 1u: { acc += 10u; }
      case 2u: { if (i > li) { break; } acc += 100u; }
      default: { acc += 1u; }
    }
    acc += 1000u;
    if (acc > 5000u + li * 300u) { break; }
  }
  out[li] = acc;
}
