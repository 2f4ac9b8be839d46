// Golden execution test: textureBarrier in a module without textures (an ordinary barrier).
var<workgroup> w: array<u32, 8>;
@group(0) @binding(0) var<storage, read_write> out: array<u32, 8>;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  w[li] = li * li;
  textureBarrier();
  workgroupBarrier();
  out[li] = w[7u - li];
}
