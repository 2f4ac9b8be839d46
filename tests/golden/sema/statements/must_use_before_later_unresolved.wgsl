// An ignored @must_use result is reported where the call statement is, before a name that a
// later statement cannot resolve.
@must_use fn next() -> u32 { return 1u; }
fn f() {
  next();
  let x = unknown_name;
}
