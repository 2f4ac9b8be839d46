// A flag set atomically does not order the plain data written before it (atomics are relaxed).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> flag: atomic<u32>;
var<workgroup> data: u32;
@compute @workgroup_size(2)
fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 0u) {
    data = 42u;
    atomicStore(&flag, 1u);
  } else {
    if (atomicLoad(&flag) == 1u) { out[0] = data; }
    out[1] = data;
  }
}
// expect-race: 11:45 'data' note 8:5
// expect-race: 12:14 'data' note 8:5
