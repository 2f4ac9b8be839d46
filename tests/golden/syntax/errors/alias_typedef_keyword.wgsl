type Color = vec4f;
