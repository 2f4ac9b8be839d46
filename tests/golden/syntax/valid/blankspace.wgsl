// Every blankspace code point separates tokens, and CR LF line endings.
const	a	=	1;
constb=2;
constc=3;
constd=4;
const‎e‎=‎5;
const‏f‏=‏6;
const g = 7;
const h = 8;const i = a + b + c + d + e + f + g + h;
const_assert i == 36;
@ compute @workgroup_size ( 1 , )
fn main ( ) { let x = - - i ; _ = x ; }
