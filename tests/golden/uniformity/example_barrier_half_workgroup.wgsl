// Rejected: only half of the workgroup would ever reach this barrier (from the "Barriers" page).
// wgx check reports the uniformity error and its note chain, exactly as a browser does.
// out: 1 x u32
var<workgroup> t: array<u32, 64>;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (i < 32) { t[i] = i; workgroupBarrier(); }
}
