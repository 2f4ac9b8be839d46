// f16 elements are 2 bytes: invocations writing the two halves of one 32-bit word do not race.
enable f16;
@group(0) @binding(0) var<storage, read_write> hs: array<f16, 16>;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  hs[i] = f16(i);
}
