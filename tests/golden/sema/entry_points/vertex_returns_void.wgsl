@vertex
fn vs(@builtin(vertex_index) vi: u32) {}
