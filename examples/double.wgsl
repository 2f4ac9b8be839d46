// A first compute shader (from the compute-shader reference sheet): doubles every element,
// guarding the tail because the last workgroup overshoots the data.
// wgx-run: --dispatch 2 --binding 0:0=f32:1,2,3,4,5,6,7,8,-1.5:400
@group(0) @binding(0) var<storage, read_write> data: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  let i = gid.x;
  if (i >= arrayLength(&data)) { return; }   // guard the tail
  data[i] = data[i] * 2.0;
}
