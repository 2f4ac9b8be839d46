struct Particle
  pos : vec3f,
  vel : vec3f,
}
