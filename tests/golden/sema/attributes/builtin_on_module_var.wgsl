@builtin(global_invocation_id) var<private> gid: vec3u;
