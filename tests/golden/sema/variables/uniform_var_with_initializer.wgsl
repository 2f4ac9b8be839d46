@group(0) @binding(0) var<uniform> scale: vec4f = vec4f(1.0);
