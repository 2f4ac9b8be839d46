struct Heads {
  num_fragments: atomic<u32>,
  data: array<atomic<u32>>,
}

struct LinkedListElement {
  color: vec4f,
  depth: f32,
  next: u32,
}

struct LinkedList {
  data: array<LinkedListElement>,
}

struct Uniforms {
  model_view_projection: mat4x4f,
  max_storable_fragments: u32,
  target_width: u32,
}

@group(0) @binding(0) var<uniform> uniforms: Uniforms;
@group(0) @binding(1) var<storage, read_write> heads: Heads;
@group(0) @binding(2) var<storage, read_write> linked_list: LinkedList;
@group(0) @binding(3) var opaque_depth: texture_depth_2d;

struct VertexOutput {
  @builtin(position) position: vec4f,
  @location(0) @interpolate(flat) instance: u32,
}

@vertex
fn main_vs(@location(0) position: vec4f, @builtin(instance_index) instance: u32) -> VertexOutput {
  var output: VertexOutput;
  let x_offset = f32(instance) * 0.5 - 0.5;
  output.position = uniforms.model_view_projection * (position + vec4f(x_offset, 0.0, 0.0, 0.0));
  output.instance = instance;
  return output;
}

@fragment
fn main_fs(@builtin(position) position: vec4f, @location(0) @interpolate(flat) instance: u32) {
  let frag_coords = vec2i(position.xy);
  let opaque = textureLoad(opaque_depth, frag_coords, 0);
  if (position.z >= opaque) {
    discard;
  }
  let head_index = u32(frag_coords.y) * uniforms.target_width + u32(frag_coords.x);
  let frag_index = atomicAdd(&heads.num_fragments, 1u);
  if (frag_index < uniforms.max_storable_fragments) {
    let last_head = atomicExchange(&heads.data[head_index]);
    linked_list.data[frag_index].depth = position.z;
    linked_list.data[frag_index].next = last_head;
    let colors = array<vec3f, 3>(vec3f(1.0, 0.0, 0.0), vec3f(0.0, 1.0, 0.0), vec3f(0.0, 0.0, 1.0));
    linked_list.data[frag_index].color = vec4f(colors[instance % 3u], 0.3);
  }
}
