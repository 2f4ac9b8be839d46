struct Light {
  position : vec3f;
  color : vec3f;
}
