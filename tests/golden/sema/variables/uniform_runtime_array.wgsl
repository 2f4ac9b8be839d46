@group(0) @binding(0) var<uniform> weights: array<vec4f>;
