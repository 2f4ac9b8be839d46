var<private> v: vec3;
