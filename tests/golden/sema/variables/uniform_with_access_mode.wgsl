@group(0) @binding(0) var<uniform, read> params: vec4f;
