@group(0) @binding(0) var<storage, read> buf: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64) fn main() {
  if (buf[0] > 4u) {
    workgroupBarrier();
  }
  out[0] = 1u;
}
