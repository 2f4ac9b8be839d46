struct Huge {
  a: array<vec4f, 0x8000000>,
  b: array<vec4f, 0x8000000>,
}
var<private> h: Huge;
