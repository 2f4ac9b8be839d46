// An expression where the address space goes resolves as a value: `storage.read` names the
// address space as a value.
var<storage.read> x: u32;
