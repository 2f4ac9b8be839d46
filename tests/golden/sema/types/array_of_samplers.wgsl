@group(0) @binding(0) var samplers: array<sampler, 4>;
