struct Material {
  s: sampler,
}
