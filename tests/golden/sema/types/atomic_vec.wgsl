var<workgroup> hist: atomic<vec4u>;
