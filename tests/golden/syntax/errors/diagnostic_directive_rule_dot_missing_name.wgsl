diagnostic(off, chromium.);

fn main() {}
