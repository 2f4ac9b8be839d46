fn one() -> i32 { return 1; }
@fragment fn main() -> @location(one()) vec4f { return vec4f(); }
