fn main) {
}
