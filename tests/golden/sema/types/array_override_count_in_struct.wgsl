override N: u32 = 16u;
struct Shared {
  data: array<f32, N>,
}
var<workgroup> s: Shared;
