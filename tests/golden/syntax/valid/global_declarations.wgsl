// Every module-scope declaration form.
;
const pi = 3.14159265;
const two_pi : f32 = 2.0 * pi;
const lanes : u32 = 64u;

@id(0) override use_fast_path : bool = true;
@id(1) override scale : f32 = 1.5;
override block_size : u32 = 64u;
override derived = block_size * 2u;
override no_default : i32;

var<private> seed : u32 = 1u;
var<private> state : vec4f;
var<workgroup> scratch : array<f32, lanes>;
var<workgroup> flag_wg : atomic<u32>;

struct Params {
  count : u32,
  factor : f32,
}

struct Vertex {
  position : vec3f,
  normal : vec3f,
  uv : vec2f,
};

alias Float4 = vec4<f32>;
alias Vertices = array<Vertex>;
alias Matrix = mat4x4<f32>;

@group(0) @binding(0) var<uniform> params : Params;
@group(0) @binding(1) var<storage> vertices : Vertices;
@group(0) @binding(2) var<storage, read> readonly_data : array<f32>;
@group(0) @binding(3) var<storage, read_write> output : array<Float4>;
@group(1) @binding(0) var samp : sampler;
@group(1) @binding(1) var tex : texture_2d<f32>;

const_assert lanes == 64u;
const_assert two_pi > pi;
;;

fn next_random() -> u32 {
  seed = seed * 1664525u + 1013904223u;
  return seed;
}

@compute @workgroup_size(block_size)
fn main(@builtin(local_invocation_index) lid : u32) {
  scratch[lid] = f32(next_random()) * scale * params.factor + f32(no_default);
  workgroupBarrier();
  if use_fast_path && lid < params.count {
    let v = vertices[lid];
    output[lid] = Float4(v.position * readonly_data[lid] + vec3f(scratch[0]), f32(derived));
  }
  atomicAdd(&flag_wg, 1u);
  state = textureSampleLevel(tex, samp, vec2f(0.5), 0.0);
}
