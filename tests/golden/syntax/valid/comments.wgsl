// Line comment.
/* Block comment. */
/* Multi-line
   block comment */
/* Nested /* block /* comments */ are */ balanced */
/**/
/***/
/* a // line comment inside a block comment does not end it */
// a /* block comment start inside a line comment is ignored
/* '*' and '/' alone: * / / * ** */
fn /* between tokens */ main /**/ (/* no params */) {
  let x = 1 /* inline */ + /* another */ 2; // trailing
  let y = x// no space before the comment
  ;
  let z/**/=/**/x/**/*/**/y;   // '*' next to a comment
  let w = z / /* division, not a comment */ 2;
  _ = w;
  /*
   * doc-style comment
   */
}
// comment at end of file without a newline