struct Uniforms {
  mat4x4f mvp;
}
