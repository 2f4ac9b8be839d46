alias Color vec4f;
