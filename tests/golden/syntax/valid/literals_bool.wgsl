const yes = true;
const no = false;
const_assert yes != no;
const_assert !no;

fn main() {
  var flag : bool = yes && !no;
  flag = flag || false;
  _ = select(1, 2, flag);
}
