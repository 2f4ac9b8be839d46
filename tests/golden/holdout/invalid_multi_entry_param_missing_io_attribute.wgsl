struct Globals {
  time: f32,
  mode: u32,
}

@group(0) @binding(0) var<uniform> globals: Globals;
@group(0) @binding(1) var<storage, read_write> counters: array<atomic<u32>, 4>;

fn wave(t: f32, k: f32) -> f32 {
  return 0.5 + 0.5 * sin(t * k);
}

@vertex
fn vs_fullscreen(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
  let x = f32(i32(i & 1u) * 4 - 1);
  let y = f32(i32(i >> 1u) * 4 - 1);
  return vec4f(x, y, 0.0, 1.0);
}

@fragment
fn fs_pulse() -> @location(0) vec4f {
  let v = wave(globals.time, 3.0);
  return vec4f(v, v * 0.5, 1.0 - v, 1.0);
}

@fragment
fn fs_solid() -> @location(0) vec4f {
  return vec4f(1.0, 0.0, 1.0, 1.0);
}

@compute @workgroup_size(1)
fn cs_tick() {
  atomicAdd(&counters[globals.mode & 3u], 1u);
}

@compute @workgroup_size(4)
fn cs_reset(i: u32) {
  atomicStore(&counters[i], 0u);
}
