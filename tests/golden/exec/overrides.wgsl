// Golden execution test: overrides (job in overrides.job.json).
override scale: f32 = 2.0;
override count: u32;
@id(7) override bias = 3;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  if (li < count) { out[li] = f32(li) * scale + f32(bias); }
}
