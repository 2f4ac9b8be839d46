struct Material {
  albedo: texture_2d<f32>,
  roughness: f32,
}
