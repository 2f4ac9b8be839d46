// The Mandelbrot set, one invocation per pixel, with a divergent escape-time loop.
// wgx-run: --constant WIDTH=128 --constant HEIGHT=128 --dispatch 8,8 --binding 0:0=zeros:65536
// wgx-run: --png 0:0=128x128:palette-log:mandelbrot.png
override WIDTH: u32 = 512;
override HEIGHT: u32 = 512;
const MAX_ITER = 256u;
@group(0) @binding(0) var<storage, read_write> image: array<u32>;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  if (gid.x >= WIDTH || gid.y >= HEIGHT) { return; }
  let c = vec2f(f32(gid.x) / f32(WIDTH) * 3.0 - 2.25, f32(gid.y) / f32(HEIGHT) * 3.0 - 1.5);
  var z = vec2f(0.0);
  var n = 0u;
  loop {
    if (n >= MAX_ITER || dot(z, z) > 4.0) { break; }
    z = vec2f(z.x * z.x - z.y * z.y, 2.0 * z.x * z.y) + c;
    continuing { n++; }
  }
  image[gid.y * WIDTH + gid.x] = n;
}
