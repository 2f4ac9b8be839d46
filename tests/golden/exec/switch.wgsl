// Golden execution test: switch (job in switch.job.json).
@group(0) @binding(0) var<storage, read> inp: array<i32>;
@group(0) @binding(1) var<storage, read_write> out: array<i32>;

const K = 4;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) li: u32) {
  var r = 0;
  switch (i32(li) - inp[0]) {
    case 0, 1: { r = 100; }
    case 2: { r = 200; if (li == 5u) { break; } r += 5; }
    case K, -1: { r = 400; }
    case default, 9: { r = -1; }
    case 7 { r = 700; }
  }
  var q = 0u;
  switch (li % 3u) { case 0u: { q = 1u; } default: { q = 2u; } }
  out[li] = r * 10 + i32(q);
}
