@diagnostic(warning, subgroup_uniformaty)
fn helper(x: f32) -> f32 {
  return x * 2.0;
}
