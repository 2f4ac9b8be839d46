// Golden execution test: switch case selectors that are const-expressions beyond literals:
// shifts, bit operators, builtin calls, indexed constant arrays, conversions, vector members.
const T = array(3, 5, 7);
const K = 2u;
@group(0) @binding(0) var<storage, read_write> out: array<i32, 20>;
@compute @workgroup_size(20) fn main(@builtin(local_invocation_index) li: u32) {
  var r = 0;
  switch (i32(li)) {
    case 1 << 2: { r = 1; }
    case T[1]: { r = 2; }
    case max(8, 6): { r = 3; }
    case 0x10 | 1, 9 % 5 + 7: { r = 4; }
    case i32(K * 6u), -(-12) / 1 + 1: { r = 5; }
    case abs(-14): { r = 6; }
    case vec2(3, 15).y, T[0] - 3: { r = 7; }
    default: { r = -1; }
  }
  switch (li) {
    case K << 3u, ~0xfffffffeu: { r += 100; }
    case u32(T[2]) ^ 1u: { r += 200; }
    default: { }
  }
  out[li] = r;
}
