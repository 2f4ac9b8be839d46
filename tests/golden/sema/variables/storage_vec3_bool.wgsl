@group(0) @binding(0) var<storage, read_write> masks: array<vec3<bool>>;
