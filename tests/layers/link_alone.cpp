// The program each layer's library is linked into with its whole archive and nothing but its own
// link dependencies (tests/CMakeLists.txt, "Layers"): a function of a layer that calls up the
// stack, into a library it does not link, leaves an undefined reference and fails this link.
int main() { return 0; }
