var<private> huge: array<vec4f, 0x10000000>;
