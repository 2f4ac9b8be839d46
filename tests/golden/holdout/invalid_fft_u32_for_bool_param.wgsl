// One stage of an in-place radix-2 Cooley-Tukey FFT over complex numbers.
struct FftStage {
  log2_n: u32,
  stage: u32,
  inverse: u32,
}

@group(0) @binding(0) var<storage, read_write> signal: array<vec2<f32>>;
@group(0) @binding(1) var<uniform> st: FftStage;

const TAU = 6.283185307179586;

fn cmul(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
  return vec2<f32>(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

fn twiddle(k: u32, n: u32, inverse: bool) -> vec2<f32> {
  var angle = -TAU * f32(k) / f32(n);
  if (inverse) {
    angle = -angle;
  }
  return vec2<f32>(cos(angle), sin(angle));
}

fn bit_reverse(x: u32, bits: u32) -> u32 {
  return reverseBits(x) >> (32u - bits);
}

@compute @workgroup_size(128)
fn butterfly(@builtin(global_invocation_id) gid: vec3<u32>) {
  let n = 1u << st.log2_n;
  let half_size = 1u << st.stage;
  let size = half_size * 2u;
  let i = gid.x;
  if (i >= n / 2u) {
    return;
  }
  let group_index = i / half_size;
  let k = i % half_size;
  let top = group_index * size + k;
  let bottom = top + half_size;
  let w = twiddle(k, size, st.inverse);
  let a = signal[top];
  let b = cmul(signal[bottom], w);
  signal[top] = a + b;
  signal[bottom] = a - b;
}

@compute @workgroup_size(128)
fn permute(@builtin(global_invocation_id) gid: vec3<u32>) {
  let n = 1u << st.log2_n;
  let i = gid.x;
  if (i >= n) { return; }
  let j = bit_reverse(i, st.log2_n);
  if (j > i) {
    let t = signal[i];
    signal[i] = signal[j];
    signal[j] = t;
  }
}
