const dirs = array(vec2f(1.0, 0.0), vec3f(0.0, 1.0, 0.0));
