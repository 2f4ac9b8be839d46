// Building a kernel's C++ source into a shared object with the system C++ compiler, and loading
// it. Objects are cached on disk by a hash of the source, the flags and the compiler, so a shader
// is compiled once per machine, not once per run; each is sealed and checked before it is loaded
// (kernel_cache.h).
#pragma once

#include <memory>
#include <string>

namespace wgx::jit {

// A loaded shared object; unloading is left to process exit (kernels stay valid while in use).
struct SharedObject {
  void* handle = nullptr;
  void* symbol(const char* name) const;
};

// The compiler the backend uses: $WGX_CXX, else c++, g++ or clang++ from PATH; empty when none.
const std::string& cxx_compiler();

// Compiles (or finds in the cache) `source`; null with `error` set when it fails.
std::shared_ptr<SharedObject> build_shared_object(const std::string& source, std::string* error);

// Where compiled kernels are cached: $WGX_CACHE_DIR, else $XDG_CACHE_HOME/wgx/kernels, else
// ~/.cache/wgx/kernels (the home folder from $HOME or the password database); empty when there
// is no home folder (kernels are then built in a private temporary folder and not kept).
std::string kernel_cache_dir();

}  // namespace wgx::jit
