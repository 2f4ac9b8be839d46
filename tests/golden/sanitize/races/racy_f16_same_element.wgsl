// Two invocations write the same f16 element.
enable f16;
@group(0) @binding(0) var<storage, read_write> hs: array<f16, 16>;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  hs[i / 2u] = f16(i);
}
// expect-race: 6:3 'hs[0]' note 6:3
