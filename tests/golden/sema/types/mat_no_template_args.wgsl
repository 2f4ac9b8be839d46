var<private> m: mat4x4;
