requires readonly_and_readwrite_storage_texture;

fn main() {}
