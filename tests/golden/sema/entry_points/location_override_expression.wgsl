override o = 1;
@fragment fn main() -> @location(o) vec4f { return vec4f(); }
