// Tint reports a name that cannot be a value (here a builtin function) where the operator uses
// it, after the operator's other operand: the type used as a value on the right comes first.
@group(0) @binding(0) var<storage, read> inp: array<u32, 4>;
fn f() -> bool {
  return bitcast && i32 > (inp[0]);
}
