alias Color = vec4f

fn main() {}
