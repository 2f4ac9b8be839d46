requires readonly_and_readwrite_storage_textures, packed_4x8_integer_dot_product;
requires unrestricted_pointer_parameters, pointer_composite_access;

@group(0) @binding(0) var img: texture_storage_2d<r32uint, read_write>;

fn bump(p: ptr<storage, u32, read_write>) { *p += 1u; }

@group(0) @binding(1) var<storage, read_write> counter: u32;

@compute @workgroup_size(1)
fn main() {
  let v = textureLoad(img, vec2u(0u));
  textureStore(img, vec2u(0u), v + vec4u(dot4U8Packed(1u, 2u)));
  bump(&counter);
}
