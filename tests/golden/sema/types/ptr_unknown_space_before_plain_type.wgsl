// An unknown address space is reported before an unknown plain store type (Tint resolves the
// plain names of a template list left to right); a templated store type would come first.
fn bump(p: ptr<unknown_space, unknown_type, read_write>) {}
