const v = vec3i(4, 6, 8) / vec3i(2, 0, 4);
