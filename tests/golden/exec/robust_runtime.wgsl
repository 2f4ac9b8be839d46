// Golden execution test: robust runtime (job in robust_runtime.job.json).
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  let v = data[li * 10u];          // reads past the end clamp to the last element
  data[li + 100u] = v + li;        // writes past the end go to the last element
}
