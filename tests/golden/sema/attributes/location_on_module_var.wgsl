@location(0) var<private> color: vec4f;
