struct Light {
  position : ,
  color : vec3f,
}
