var<private, read_write> state: u32;
