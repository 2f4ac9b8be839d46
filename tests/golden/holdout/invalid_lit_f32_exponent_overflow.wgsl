// Exercises every literal form WGSL allows.
const dec_i = 42i;
const dec_u = 42u;
const hex_i = 0x2Ai;
const hex_u = 0X2au;
const abstract_int = 123456789012;
const zero = 0;
const f_plain = 1.5;
const f_suffix = 2f;
const f_exp = 1e39f;
const f_exp_neg = 2.5e-3f;
const f_leading_dot = .25;
const f_trailing_dot = 4.;
const hex_float = 0x1.8p1;
const hex_float_f = 0xA.Bp-2f;
const hex_float_noexp = 0x1.0p0;
const t = true;
const f = false;
const neg = -2147483647i - 1i;
const max_u = 4294967295u;

@group(0) @binding(0) var<storage, read_write> out_u: array<u32, 8>;
@group(0) @binding(1) var<storage, read_write> out_f: array<f32, 8>;

@compute @workgroup_size(1)
fn main() {
  out_u[0] = u32(dec_i) + dec_u + u32(hex_i) + hex_u;
  out_u[1] = u32(abstract_int % 1000) + u32(zero);
  out_u[2] = select(0u, 1u, t && !f);
  out_u[3] = bitcast<u32>(neg) ^ max_u;
  out_f[0] = f_plain + f_suffix + f_exp + f_exp_neg;
  out_f[1] = f_leading_dot + f_trailing_dot;
  out_f[2] = hex_float + hex_float_f + hex_float_noexp;
  out_f[3] = 1.0e+2 + 0.0 + 00.5 + 1e-1f;
}
