const offsets = array<vec2i, 2>(vec2i(0, 1), vec2i(1, 0), vec2i(1, 1));
