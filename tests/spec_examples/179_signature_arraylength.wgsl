@must_use fn arrayLength(p: ptr<AS, array<E>, AM>) -> u32
