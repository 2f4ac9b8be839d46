@fragment
fn main() -> vec4f : SV_Target {
  return vec4f(1.0);
}
