override light_dir: vec3f = vec3f(0.0, 1.0, 0.0);
