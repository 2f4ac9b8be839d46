// Tokenization is context aware: the longest token that is a valid lookahead wins, so '--'
// and '&&' split into two tokens where the decrement / logical-and would not be valid.
fn main() {
  var a = 5;
  var b = 3;
  let neg_neg = --1;          // '-' '-' 1
  let minus_neg = a--b;       // a - (-b)
  let spaced = a - -b;
  let not_not = !!true;
  let inv_inv = ~~a;
  var ok = true;
  let pb = &ok;
  let both = ok&&*pb;         // '&&' then '*pb'
  let pa = &a;
  let deref_mul = a**pa;      // a * (*pa)
  let addr = &*&a;
  a--;                        // decrement statement
  b++;
  *pa-=1;
  _ = neg_neg + minus_neg + spaced + inv_inv + deref_mul + *addr;
  _ = not_not && both;
}
