@must_use fn textureLoad(t: texture_external,
                         coords: vec2<C>) -> vec4<f32>
