@group(0) @binding(0) var<storage, read> contributions: array<vec2<f32>>;
@group(0) @binding(1) var<storage, read_write> grid_bits: array<atomic<u32>>;
@group(0) @binding(2) var<uniform> grid_width: u32;

fn atomic_add_f32(slot: u32, value: f32) {
  var old = atomicLoad(&grid_bits[slot]);
  loop {
    let next = bitcast<u32>(bitcast<f32>(old) + value);
    let res = atomicCompareExchangeWeak(&grid_bits[slot], old, next);
    if (res.exchanged) {
      break;
    }
    old = res.old_value;
  }
}

@compute @workgroup_size(64)
fn splat(@builtin(global_invocation_id) gid: vec3<u32>) {
  let i = gid.x;
  if (i >= arrayLength(&contributions)) {
    return;
  }
  let c = contributions[i];
  let cell = u32(c.x) % (grid_width * grid_width);
  atomic_add_f32(cell, c.y);
}
