func main() {
}
