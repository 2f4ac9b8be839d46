struct Quat {
  v: vec3<f32>,
  w: f32,
}

@group(0) @binding(0) var<storage, read_write> orientations: array<Quat>;
@group(0) @binding(1) var<storage, read_write> angular_vel: array<vec4<f32>>;

var<private> g_dt: f32 = 0.016;

fn swap_f32(a: ptr<function, f32>, b: ptr<function, f32>) {
  let t = *a;
  *a = *b;
  *b = t;
}

fn normalize_quat(q: ptr<function, Quat>) {
  let len = sqrt(dot((*q).v, (*q).v) + (*q).w * (*q).w);
  (*q).v /= len;
  (*q).w /= len;
}

fn quat_mul(a: Quat, b: Quat) -> Quat {
  return Quat(a.w * b.v + b.w * a.v + cross(a.v, b.v), a.w * b.w - dot(a.v, b.v));
}

fn set_dt(p: ptr<private, f32>, value: f32) {
  *p = value;
}

fn integrate_storage(q: ptr<storage, Quat, read_write>, omega: vec3<f32>) {
  var tmp = *q;
  let dq = quat_mul(Quat(omega * 0.5 * g_dt, 0.0), tmp);
  tmp.v += dq.v;
  tmp.w += dq.w;
  normalize_quat(&tmp);
  *q = tmp;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  let i = gid.x;
  if (i >= arrayLength(&orientations)) {
    return;
  }
  set_dt(&g_dt, angular_vel[i].w);
  integrate_storage(&orientations[i], angular_vel[i].xyz);
  var lo = angular_vel[i].x;
  var hi = angular_vel[i].y;
  if (lo > hi) {
    swap_f32(lo, hi);
  }
  angular_vel[i] = vec4<f32>(lo, hi, angular_vel[i].z, angular_vel[i].w);
}
