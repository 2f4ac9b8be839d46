struct RigidBody {
  position: vec3<f32>,
  inv_mass: f32,
  orientation: vec4<f32>,
  linear_velocity: vec3<f32>,
  _pad0: f32,
  angular_velocity: vec3<f32>,
  _pad1: f32,
}

@group(0) @binding(0) var<storage, read_write> bodies: array<RigidBody>;
@group(0) @binding(1) var<uniform> dt: f32;

fn quat_mul(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
  return vec4<f32>(a.w * b.xyz + b.w * a.xyz + cross(a.xyz, b.xyz), a.w * b.w - dot(a.xyz, b.xyz));
}

fn quat_slerp(a: vec4<f32>, b0: vec4<f32>, t: f32) -> vec4<f32> {
  var b = b0;
  var d = dot(a, b);
  if (d < 0.0) {
    b = -b;
    d = -d;
  }
  if (d > 0.9995) {
    return normalize(mix(a, b, t));
  }
  let theta = acos(d);
  let s = sin(theta);
  return (sin((1.0 - t) * theta) * a + sin(t * theta) * b) / s;
}

fn rotate(q: vec4<f32>, v: vec3<f32>) -> vec3<f32> {
  let t = 2.0 * cross(q.xyz, v);
  return v + q.w * t + cross(q.xyz, t);
}

@compute @workgroup_size(64)
fn integrate(@builtin(global_invocation_id) gid: vec3<u32>) {
  let i = gid.x;
  if (i >= arrayLength(&bodies)) {
    return;
  }
  var b = bodies[i];
  if (b.inv_mass == 0.0) {
    return;
  }
  b.linear_velocity += vec3<f32>(0.0, -9.81, 0.0) * dt;
  b.position += b.linear_velocity * dt;
  let spin = quat_mul(vec4<f32>(b.angular_velocity * 0.5 * dt, 0.0), b.orientation);
  let target_q = normalize(b.orientation + spin);
  b.orientation = quat_slerp(b.orientation, target_q, 0.5);
  let up = rotate(b.orientation, vec3<f32>(0.0, 1.0, 0.0));
  b.angular_velocity *= select(0.99, 0.95, up.y < 0.0);
  bodies[i] = b;
}
