// Every attribute, including trailing commas and attributes on statements.
enable dual_source_blending;

struct Padded {
  @align(16) a : f32,
  @size(12) b : f32,
  @align(8,) @size(16,) c : vec2f,
  d : f32,
}

struct VertexOut {
  @builtin(position) @invariant position : vec4f,
  @location(0) @interpolate(flat) id : u32,
  @location(1) @interpolate(perspective, centroid) color : vec4f,
  @location(2) @interpolate(linear, sample,) uv : vec2f,
  @location(3) @interpolate(perspective) depth : f32,
  @location(4) @interpolate(flat, either) layer : u32,
  @location(5,) @interpolate(linear, center) weight : f32,
}

struct FragOut {
  @location(0) @blend_src(0) color : vec4f,
  @location(0) @blend_src(1,) blend : vec4f,
}

@group(0) @binding(0) var<uniform> padded : Padded;
@group(0,) @binding(1,) var<storage, read_write> counts : array<u32>;

@id(7) override wg_x : u32 = 8u;
@id(8,) override wg_y : u32 = 4u;

@must_use
fn square(x : f32) -> f32 {
  return x * x;
}

@vertex
fn vs(@builtin(vertex_index) vi : u32, @builtin(instance_index) ii : u32,
      @location(0) pos : vec3f) -> VertexOut {
  var out : VertexOut;
  out.position = vec4f(pos * square(padded.a), 1.0);
  out.id = vi + ii;
  out.color = vec4f(padded.b);
  out.uv = padded.c;
  out.depth = padded.d;
  out.layer = 0u;
  out.weight = 1.0;
  return out;
}

@fragment
fn fs(in : VertexOut, @builtin(front_facing) front : bool,
      @builtin(sample_index) si : u32, @builtin(sample_mask) mask : u32) -> FragOut {
  var out : FragOut;
  out.color = select(in.color, vec4f(0.0), front);
  out.blend = vec4f(f32(si), f32(mask), in.uv);
  return out;
}

@fragment
fn fs_depth(@builtin(position) frag_coord : vec4f) -> @builtin(frag_depth) f32 {
  return frag_coord.z;
}

@fragment
fn fs_simple() -> @location(0) @interpolate(flat) vec4u {
  return vec4u(1u);
}

@compute @workgroup_size(64)
fn cs1(@builtin(global_invocation_id) gid : vec3u) {
  counts[gid.x] = 0u;
}

@compute @workgroup_size(wg_x, wg_y,)
fn cs2(@builtin(local_invocation_id) lid : vec3u, @builtin(workgroup_id) wid : vec3u,
       @builtin(num_workgroups) nwg : vec3u) {
  counts[lid.x + wid.y * nwg.x] = 1u;
}

@compute @workgroup_size(4, 4, 4,)
fn cs3(@builtin(local_invocation_index) idx : u32) {
  counts[idx] = 2u;
}

@diagnostic(off, derivative_uniformity)
@fragment
fn fs_diag(@location(0) v : f32) -> @location(0) vec4f {
  var d = 0.0;
  if v > 0.5 {
    d = dpdx(v);
  }
  return vec4f(d);
}

fn statement_attributes(x : i32) -> i32 {
  var r = 0;
  @diagnostic(off, derivative_uniformity) {
    r = 1;
  }
  @diagnostic(off, derivative_uniformity) if x > 0 {
    r = 2;
  }
  @diagnostic(off, derivative_uniformity) switch x @diagnostic(off, derivative_uniformity) {
    default { r = 3; }
  }
  @diagnostic(off, derivative_uniformity) loop @diagnostic(off, derivative_uniformity) {
    continuing @diagnostic(off, derivative_uniformity) {
      break if true;
    }
  }
  @diagnostic(off, derivative_uniformity) for (var i = 0; i < x; i++) {
    r += i;
  }
  @diagnostic(off, derivative_uniformity) while r > 100 {
    r -= 1;
  }
  return r;
}
