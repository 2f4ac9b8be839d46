// Every kind of global directive, with list forms and trailing commas.
enable f16;
enable subgroups, f16,;
requires readonly_and_readwrite_storage_textures;
requires packed_4x8_integer_dot_product, pointer_composite_access,;
diagnostic(off, derivative_uniformity);
diagnostic(warning, subgroup_uniformity,);
diagnostic(info, chromium.unreachable_code);

const half_one : f16 = 1.0h;

@group(0) @binding(0) var storage_image : texture_storage_2d<rgba8unorm, read_write>;
@group(0) @binding(1) var<storage, read_write> out : array<u32>;

@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) gid : vec3u) {
  let c = textureLoad(storage_image, gid.xy);
  textureStore(storage_image, gid.xy, c.bgra);
  out[gid.x] = dot4U8Packed(pack4x8unorm(c), 0x01010101u) + u32(half_one);
}
