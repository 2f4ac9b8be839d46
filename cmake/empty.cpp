// libwgx.so is made of the layers' archives (cmake/install.cmake); a shared library target needs
// one source of its own, and this is it.
