// Building a kernel's C++ source into a shared object with the system C++ compiler, and loading
// it. Objects are cached on disk by a hash of the source, the flags and the compiler, so a shader
// is compiled once per machine, not once per run; each is sealed and checked before it is loaded
// (kernel_cache.h).
#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace wgx::jit {

// A loaded shared object; unloading is left to process exit (kernels stay valid while in use).
struct SharedObject {
  void* handle = nullptr;
  void* symbol(const char* name) const;
};

// The compiler the backend uses: $WGX_CXX, else c++, g++ or clang++ from PATH. False with `error`
// set when there is none, or when WGX_CXX is set but empty or names no executable.
bool cxx_compiler(std::string* cxx, std::string* error);

// The most of a compiler's output wgx keeps (and prints, and leaves in the cache beside a failed
// build): a compiler that prints without end costs no more.
inline constexpr size_t kMaxCompilerOutput = 64 * 1024;

// Compiles (or finds in the cache) `source`; null with `error` set when it fails.
std::shared_ptr<SharedObject> build_shared_object(const std::string& source, std::string* error);

// Finds `source`'s kernel in the disk cache without running the compiler. Null with `error`
// empty when it is not there (build_shared_object would build it); null with `error` set when it
// could not be built anyway (no compiler, a refused cache, a build that timed out before), in the
// words build_shared_object would use. Tiering (docs/jit.md) asks this on the calling thread and
// builds in the background only what is missing.
std::shared_ptr<SharedObject> find_shared_object(const std::string& source, std::string* error);

// Where compiled kernels are cached: $WGX_CACHE_DIR (an absolute path, else an error naming it),
// else $XDG_CACHE_HOME/wgx/kernels, else ~/.cache/wgx/kernels (the home folder from $HOME or the
// password database). `root` is the folder that must exist already: only the folders below it
// are created. `dir` is empty when XDG's or the home folder does not exist (kernels are then
// built in a private temporary folder and not kept).
struct KernelCacheLocation {
  std::string dir;
  std::string root;
};
bool kernel_cache_location(KernelCacheLocation* out, std::string* error);

// Why compiled kernels are not kept between runs (no existing home or XDG cache folder), for a
// note to the user; empty when they are kept (or when the location is an error, reported at build).
std::string kernel_cache_note();

}  // namespace wgx::jit
