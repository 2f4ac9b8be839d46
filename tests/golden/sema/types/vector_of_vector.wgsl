var<private> v: vec4<vec2f>;
