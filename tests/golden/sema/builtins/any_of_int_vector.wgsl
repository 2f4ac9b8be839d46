fn f(v: vec3i) -> bool { return any(v); }
