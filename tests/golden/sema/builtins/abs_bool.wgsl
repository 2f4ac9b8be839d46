fn f(b: bool) -> bool { return abs(b); }
