fn textureStore(t: texture_storage_1d<F,AM>,
                coords: C,
                value: vec4<CF>)
