@const @must_use fn unpack4xU8(e: u32) -> vec4<u32>
