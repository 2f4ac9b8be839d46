@group(0) @binding(0) var<storage, read_write> colors: array<vec4f>;
@compute @workgroup_size(1)
fn main() {
  var c: vec4f = colors[0].rgb;
}
