// Golden execution test: loops (job in loops.job.json).
@group(0) @binding(0) var<storage, read> inp: array<i32>;
@group(0) @binding(1) var<storage, read_write> out: array<i32>;

@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  var s = 0;
  for (var k = 0; k < i32(li) * 3; k++) { if (k % 4 == 1) { continue; } s += k; }
  var w = 0; var j = i32(li);
  while (j > 0) { w += j * j; j -= 2; }
  var l = 0; var t = 0;
  loop {
    t += 1;
    if (t > 20) { break; }
    if (t % 3 == 0) { continue; }
    l += t;
    continuing { l += 1; break if l > i32(li) * 5 + inp[0]; }
  }
  out[li * 3u] = s; out[li * 3u + 1u] = w; out[li * 3u + 2u] = l;
}
