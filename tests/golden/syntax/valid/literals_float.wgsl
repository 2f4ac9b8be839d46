// Floating point literals: every decimal and hexadecimal form, with and without suffixes.
enable f16;

const d0 = 0f;
const d1 = 1f;
const d2 = 0h;
const d3 = 7h;
const d4 = .5;
const d5 = 5.;
const d6 = 1.25;
const d7 = 1e3;
const d8 = 1E-3f;
const d9 = 2.5e+2h;
const d10 = .25e1f;
const d11 = 3.e2;
const d12 = 00.5;
const d13 = 1.0f;
const d14 = 0.0;

const x1 = 0x1p4f;
const x2 = 0x1.8p-3;
const x3 = 0X.8p1;
const x4 = 0x1.;
const x5 = 0x.1;
const x6 = 0xA.Bp+2h;
const x7 = 0x1P-1;
const x8 = 0xff.f;
const x9 = 0x1p0h;
const x10 = 0x.8P2f;

const_assert x1 == 16.0;
const_assert x2 == 0.1875;
const_assert x3 == 1.0;
const_assert x7 == 0.5;
const_assert d9 == 250.0h;
const_assert d12 == d4;

fn main() {
  var f : f32 = d0 + d1 + d8 + d10 + d13 + x1 + x10;
  var h : f16 = d2 + d3 + d9 + x6 + x9;
  let a = d4 + d5 + d6 + d7 + d11 + d14 + x2 + x3 + x4 + x5 + x8;
  f += f32(a);
  h *= f16(a);
}
