alias wrapper_t = vec2<f32>  // is a vector of two f32s.
;
