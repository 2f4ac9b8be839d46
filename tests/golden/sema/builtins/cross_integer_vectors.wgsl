fn f(a: vec3i, b: vec3i) -> vec3i { return cross(a, b); }
