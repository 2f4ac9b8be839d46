fn auto() {}
