@align(16) var<private> v: vec3f;
