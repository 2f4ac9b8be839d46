@const @must_use fn unpack4xI8(e: u32) -> vec4<i32>
