// The system C++ compiler as the compiled backend's code generator: finding it, running it with a
// time limit, and the kernel cache around it (kernel_cache.h has the cache's safety rules).
#include "jit/cxx_compiler.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <pwd.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>
#include <vector>

#include "jit/kernel_cache.h"

extern char** environ;

namespace wgx::jit {
namespace fs = std::filesystem;

namespace {

// Exact IEEE results as the interpreter computes them: no contraction into FMA, no fast-math.
// GCC's -O2 vectorizes only loops needing no masked stores; lane loops are full of them.
const char* const kFlags[] = {
    "-std=c++20", "-O2",     "-fvect-cost-model=dynamic", "-march=native", "-ffp-contract=off",   "-fno-math-errno",
    "-fPIC",      "-shared", "-fno-exceptions",           "-fno-rtti",     "-fvisibility=hidden", "-w"};

std::string find_in_path(const std::string& name) {
  if (name.find('/') != std::string::npos) return access(name.c_str(), X_OK) == 0 ? name : "";
  const char* path = std::getenv("PATH");
  std::stringstream dirs(path ? path : "/usr/bin:/bin");
  std::string dir;
  while (std::getline(dirs, dir, ':')) {
    std::string candidate = (dir.empty() ? "." : dir) + "/" + name;
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return "";
}

uint64_t fnv1a(const std::string& s, uint64_t h = 1469598103934665603ull) {
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
}

// Identifies the compiler without running it: its resolved path, size and modification time.
std::string compiler_identity(const std::string& cxx) {
  std::error_code ec;
  fs::path real = fs::canonical(cxx, ec);
  struct stat st {};
  if (ec || stat(real.c_str(), &st) != 0) return cxx;
  return real.string() + ":" + std::to_string(st.st_size) + ":" + std::to_string(st.st_mtime);
}

// How long a kernel build may take ($WGX_CXX_TIMEOUT seconds, default 120): a compiler that
// never finishes must not hang wgx.
int compile_seconds() {
  const char* env = std::getenv("WGX_CXX_TIMEOUT");
  int s = env ? std::atoi(env) : 0;
  return s > 0 ? s : 120;
}

constexpr int kTimedOut = -2;

// Waits for the compiler; past the time limit kills its whole process group (the driver and
// the cc1plus, as, ld it started), so nothing keeps running after wgx gives up.
int wait_for(pid_t pid) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(compile_seconds());
  int status = 0;
  for (;;) {
    pid_t r = waitpid(pid, &status, WNOHANG);
    if (r == pid) return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (r < 0 && errno != EINTR) return -1;
    if (std::chrono::steady_clock::now() > deadline) {
      kill(-pid, SIGKILL);  // the group's id stays reserved until the driver is reaped below
      while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
      }
      return kTimedOut;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

// Runs the compiler in a process group of its own; returns its exit status (kTimedOut, -1: it
// did not run or finish), its diagnostics in `log`.
int run_compiler(const std::string& cxx, const std::string& src, const std::string& out, const std::string& log) {
  std::vector<std::string> args = {cxx};
  for (const char* f : kFlags) args.emplace_back(f);
  args.insert(args.end(), {"-o", out, src});
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 2, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attr, 0);
  pid_t pid = 0;
  int rc = posix_spawn(&pid, cxx.c_str(), &actions, &attr, argv.data(), environ);
  posix_spawnattr_destroy(&attr);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) return -1;
  return wait_for(pid);
}

std::string first_lines(const std::string& file, int n) {
  std::ifstream in(file);
  std::string line, out;
  while (n-- > 0 && std::getline(in, line)) out += (out.empty() ? "" : "\n") + line;
  return out;
}

}  // namespace

void* SharedObject::symbol(const char* name) const { return handle ? dlsym(handle, name) : nullptr; }

const std::string& cxx_compiler() {
  static const std::string found = [] {
    if (const char* env = std::getenv("WGX_CXX")) return find_in_path(env);
    for (const char* c : {"c++", "g++", "clang++"})
      if (std::string p = find_in_path(c); !p.empty()) return p;
    return std::string();
  }();
  return found;
}

std::string kernel_cache_dir() {
  if (const char* d = std::getenv("WGX_CACHE_DIR"); d && *d) return d;
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/wgx/kernels";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/wgx/kernels";
  // No HOME: the user's home folder from the password database; without one, no cache at all
  // (never a folder in /tmp that another user could have made first).
  struct stat st {};
  if (const passwd* pw = getpwuid(geteuid()); pw && pw->pw_dir && *pw->pw_dir && stat(pw->pw_dir, &st) == 0)
    return std::string(pw->pw_dir) + "/.cache/wgx/kernels";
  return "";
}

namespace {

// Builds `source` into the cache as kernel `name`.
bool build_into(const KernelCache& cache, const std::string& cxx, const std::string& source, const std::string& name,
                std::string* error) {
  if (int before = cache.timed_out_before(name); before >= compile_seconds()) {
    *error = "the C++ compiler (" + cxx + ") did not finish this kernel in " + std::to_string(before) +
             " s before; not trying again (raise WGX_CXX_TIMEOUT, or remove " + cache.dir() + "/" + name + ".timeout)";
    return false;
  }
  // Unique temporaries, then an atomic rename: concurrent runs may build the same kernel. The
  // name is of fixed width: the compiler records it in the shared object, whose size then does
  // not depend on the process id (the cache tests tell a rebuilt kernel by its size).
  char unique[32];
  std::snprintf(unique, sizeof unique, ".%010u.%06x", static_cast<unsigned>(getpid()),
                static_cast<unsigned>(reinterpret_cast<uintptr_t>(&source) & 0xffffff));
  std::string tmp = cache.dir() + "/" + name + unique;
  std::string src = tmp + ".cpp", obj = tmp + ".so", log = tmp + ".log";
  {
    std::ofstream out(src);
    out << source;
    if (!out) {
      *error = "cannot write the kernel source to " + src;
      return false;
    }
  }
  int rc = run_compiler(cxx, src, obj, log);
  std::error_code ec;
  if (rc != 0) {
    if (rc == kTimedOut) cache.remember_timeout(name, compile_seconds());
    *error = "the C++ compiler (" + cxx + ") failed on the generated kernel" +
             (rc == kTimedOut ? ": it did not finish in " + std::to_string(compile_seconds()) + " s"
              : rc < 0        ? std::string(": could not run it")
                              : ":\n" + first_lines(log, 8));
    fs::remove(obj, ec);
    if (rc == kTimedOut) fs::remove(src, ec), fs::remove(log, ec);  // nothing to report but its size
    return false;  // a failed build's source and log stay for a bug report
  }
  fs::remove(src, ec);
  fs::remove(log, ec);
  return cache.store_kernel(obj, name, error);
}

// Loads the kernel through the descriptor that was checked, so the file loaded is the file
// verified even if the path changed since. The descriptor stays open as long as the kernel stays
// loaded (to process exit): dlopen knows objects by name, and a number reused for another kernel
// would give back the first one.
void* load_verified(int fd, const std::string& dir, const std::string& name) {
  std::string via_fd = "/proc/self/fd/" + std::to_string(fd);
  void* handle = dlopen(via_fd.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle) return handle;
  close(fd);
  if (access("/proc/self/fd", F_OK) != 0) handle = dlopen((dir + "/" + name + ".so").c_str(), RTLD_NOW | RTLD_LOCAL);
  return handle;
}

}  // namespace

std::shared_ptr<SharedObject> build_shared_object(const std::string& source, std::string* error) {
  const std::string& cxx = cxx_compiler();
  if (cxx.empty()) {
    *error = "no C++ compiler found (set WGX_CXX)";
    return nullptr;
  }
  std::string key = source + "\n";
  for (const char* f : kFlags) key += std::string(f) + " ";
  key += compiler_identity(cxx);
  char name[32];
  std::snprintf(name, sizeof name, "%016llx", static_cast<unsigned long long>(fnv1a(key)));
  KernelCache cache;
  if (!cache.open(kernel_cache_dir(), error)) return nullptr;
  int fd = cache.open_kernel(name);
  if (fd < 0) {
    if (!build_into(cache, cxx, source, name, error)) return nullptr;
    fd = cache.open_kernel(name);
    if (fd < 0) {
      *error = "the compiled kernel did not pass its check in " + cache.dir();
      return nullptr;
    }
  }
  void* handle = load_verified(fd, cache.dir(), name);
  if (!handle) {
    *error = std::string("cannot load the compiled kernel: ") + dlerror();
    return nullptr;
  }
  auto obj = std::make_shared<SharedObject>();
  obj->handle = handle;
  return obj;
}

}  // namespace wgx::jit
