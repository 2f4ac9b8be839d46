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

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <string_view>
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

// How long a kernel build may take ($WGX_CXX_TIMEOUT whole seconds, 1 to a day; default 120):
// a compiler that never finishes must not hang wgx. Anything else in the variable is an error
// naming it, never a timeout silently chosen.
constexpr int kDefaultCompileSeconds = 120;
constexpr int kMaxCompileSeconds = 86400;

bool compile_seconds(int* seconds, std::string* error) {
  const char* env = std::getenv("WGX_CXX_TIMEOUT");
  *seconds = kDefaultCompileSeconds;
  if (!env) return true;
  std::string_view text(env);
  int v = 0;
  auto r = std::from_chars(text.data(), text.data() + text.size(), v);
  if (!text.empty() && r.ec == std::errc() && r.ptr == text.data() + text.size() && v >= 1 && v <= kMaxCompileSeconds) {
    *seconds = v;
    return true;
  }
  *error = "WGX_CXX_TIMEOUT='" + std::string(text) + "' is not a whole number of seconds from 1 to " +
           std::to_string(kMaxCompileSeconds) + " (unset: " + std::to_string(kDefaultCompileSeconds) + ")";
  return false;
}

constexpr int kTimedOut = -2;

// The compiler's diagnostics: the first kMaxCompilerOutput bytes, and how many it wrote in all.
// A compiler (or a $WGX_CXX) may print without end; wgx keeps, prints and caches only this much.
struct CompilerOutput {
  std::string kept;
  uint64_t total = 0;
};

// Reads what is waiting on the compiler's output pipe without blocking; false at its end.
bool drain(int fd, CompilerOutput* out) {
  char chunk[1 << 16];
  for (;;) {
    ssize_t n = ::read(fd, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return errno == EAGAIN || errno == EWOULDBLOCK;
    if (n == 0) return false;
    out->total += static_cast<uint64_t>(n);
    size_t room = kMaxCompilerOutput - std::min(kMaxCompilerOutput, out->kept.size());
    out->kept.append(chunk, std::min(room, static_cast<size_t>(n)));
  }
}

// Waits for the compiler, reading its output meanwhile (a full pipe would stall it); past the
// time limit kills its whole process group (the driver and the cc1plus, as, ld it started), so
// nothing keeps running after wgx gives up.
int wait_for(pid_t pid, int seconds, int output_fd, CompilerOutput* output) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  int status = 0;
  bool open = true;
  for (;;) {
    if (open) open = drain(output_fd, output);
    pid_t r = waitpid(pid, &status, WNOHANG);
    if (r == pid) {
      if (open) drain(output_fd, output);  // what it wrote last; a child it left behind is not waited for
      return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
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
// did not run or finish), its diagnostics (stdout and stderr, capped) in `output`. The paths are
// absolute (kernel_cache_location), so none can read as an option.
int run_compiler(const std::string& cxx, const std::string& src, const std::string& out, int seconds,
                 CompilerOutput* output) {
  std::vector<std::string> args = {cxx};
  for (const char* f : kFlags) args.emplace_back(f);
  args.insert(args.end(), {"-o", out, src});
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  int pipe_fds[2];
  if (pipe2(pipe_fds, O_CLOEXEC) != 0) return -1;
  fcntl(pipe_fds[0], F_SETFL, O_NONBLOCK);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 2);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 1);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attr, 0);
  pid_t pid = 0;
  int rc = posix_spawn(&pid, cxx.c_str(), &actions, &attr, argv.data(), environ);
  posix_spawnattr_destroy(&attr);
  posix_spawn_file_actions_destroy(&actions);
  close(pipe_fds[1]);
  int status = rc == 0 ? wait_for(pid, seconds, pipe_fds[0], output) : -1;
  close(pipe_fds[0]);
  return status;
}

// The first `n` lines of the compiler's output, each cut at kMaxShownLine bytes, then what was
// left out.
std::string first_lines(const CompilerOutput& output, int n) {
  constexpr size_t kMaxShownLine = 400;
  std::string out;
  size_t pos = 0;
  for (; n > 0 && pos < output.kept.size(); n--) {
    size_t end = output.kept.find('\n', pos);
    if (end == std::string::npos) end = output.kept.size();
    std::string_view line = std::string_view(output.kept).substr(pos, end - pos);
    out += (out.empty() ? "" : "\n") + std::string(line.substr(0, kMaxShownLine));
    if (line.size() > kMaxShownLine) out += " ...";
    pos = end + 1;
  }
  if (output.total > output.kept.size())
    out += "\n(the compiler wrote " + std::to_string(output.total) + " bytes; wgx keeps the first " +
           std::to_string(kMaxCompilerOutput) + ")";
  return out;
}

}  // namespace

void* SharedObject::symbol(const char* name) const { return handle ? dlsym(handle, name) : nullptr; }

bool cxx_compiler(std::string* cxx, std::string* error) {
  if (const char* env = std::getenv("WGX_CXX")) {
    if (!*env) {
      *error =
          "WGX_CXX is set but empty: expected a C++ compiler's name (found on PATH) or path; unset it for c++, "
          "g++ or clang++";
      return false;
    }
    *cxx = find_in_path(env);
    if (cxx->empty())
      *error = "WGX_CXX='" + std::string(env) +
               "' names no executable: expected a C++ compiler's name (found on PATH) or path";
    return !cxx->empty();
  }
  for (const char* c : {"c++", "g++", "clang++"})
    if (std::string p = find_in_path(c); !p.empty()) return *cxx = p, true;
  *error = "no C++ compiler found (set WGX_CXX)";
  return false;
}

bool kernel_cache_location(KernelCacheLocation* out, std::string* error) {
  // An absolute path only: the cache's files are the compiler's arguments, and a relative one
  // ("-o") could read as an option, or change with the current folder.
  if (const char* d = std::getenv("WGX_CACHE_DIR"); d && *d) {
    if (*d != '/') {
      *error =
          "WGX_CACHE_DIR='" + std::string(d) + "' is not an absolute path: expected a folder such as /home/me/.wgx";
      return false;
    }
    fs::path dir = fs::path(d).lexically_normal();
    if (!dir.has_filename()) dir = dir.parent_path();  // "/a/b/" is the folder b of /a
    *out = {dir.string(), dir.parent_path().string()};
    return true;
  }
  // XDG's and the home folder are used only when they exist (their subfolders are made, never
  // they): else no persistent cache, as with no home folder at all.
  auto under = [&](const std::string& root, const char* below) {
    struct stat st {};
    if (root.empty() || root[0] != '/' || stat(root.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) return false;
    *out = {root + below, root};
    return true;
  };
  *out = {};
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return under(x, "/wgx/kernels"), true;
  if (const char* h = std::getenv("HOME"); h && *h) return under(h, "/.cache/wgx/kernels"), true;
  // No HOME: the user's home folder from the password database; without one, no cache at all
  // (never a folder in /tmp that another user could have made first).
  if (const passwd* pw = getpwuid(geteuid()); pw && pw->pw_dir && *pw->pw_dir) under(pw->pw_dir, "/.cache/wgx/kernels");
  return true;
}

std::string kernel_cache_note() {
  KernelCacheLocation location;
  std::string error;
  if (!kernel_cache_location(&location, &error) || !location.dir.empty()) return "";
  return "no kernel cache: neither $XDG_CACHE_HOME nor the home folder exists, so compiled kernels are built in a "
         "private temporary folder and not kept (each run compiles again)";
}

namespace {

// Builds `source` into the cache as kernel `name`.
bool build_into(const KernelCache& cache, const std::string& cxx, int seconds, const std::string& source,
                const std::string& name, std::string* error) {
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
  CompilerOutput output;
  int rc = run_compiler(cxx, src, obj, seconds, &output);
  std::error_code ec;
  if (rc != 0) {
    if (rc == kTimedOut) cache.remember_timeout(name, seconds);
    *error = "the C++ compiler (" + cxx + ") failed on the generated kernel" +
             (rc == kTimedOut ? ": it did not finish in " + std::to_string(seconds) + " s"
              : rc < 0        ? std::string(": could not run it")
                              : ":\n" + first_lines(output, 8));
    fs::remove(obj, ec);
    if (rc == kTimedOut) {
      fs::remove(src, ec);  // nothing to report but its size
    } else {
      std::ofstream(log) << output.kept;  // a failed build's source and (capped) log stay for a bug report
    }
    return false;
  }
  fs::remove(src, ec);
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

// A build that timed out before within the time the cache remembers is not tried again.
bool timed_out_before(const KernelCache& cache, const std::string& cxx, int seconds, const std::string& name,
                      std::string* error) {
  int before = cache.timed_out_before(name);
  if (before < seconds) return false;
  *error = "the C++ compiler (" + cxx + ") did not finish this kernel in " + std::to_string(before) +
           " s before; not trying again (raise WGX_CXX_TIMEOUT, or remove " + cache.dir() + "/" + name + ".timeout)";
  return true;
}

// The kernel of `source` from the cache, built first when it is missing and `build` allows.
std::shared_ptr<SharedObject> obtain_shared_object(const std::string& source, bool build, std::string* error) {
  std::string cxx;
  int seconds = 0;
  KernelCacheLocation location;
  if (!cxx_compiler(&cxx, error) || !compile_seconds(&seconds, error) || !kernel_cache_location(&location, error))
    return nullptr;
  std::string key = source + "\n";
  for (const char* f : kFlags) key += std::string(f) + " ";
  key += compiler_identity(cxx);
  char name[32];
  std::snprintf(name, sizeof name, "%016llx", static_cast<unsigned long long>(fnv1a(key)));
  KernelCache cache;
  if (!cache.open(location.dir, error, location.root)) return nullptr;
  int fd = cache.open_kernel(name);
  if (fd < 0) {
    if (timed_out_before(cache, cxx, seconds, name, error)) return nullptr;
    if (!build) return nullptr;  // missing, `error` empty: the caller builds it
    if (!build_into(cache, cxx, seconds, source, name, error)) return nullptr;
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

}  // namespace

std::shared_ptr<SharedObject> build_shared_object(const std::string& source, std::string* error) {
  return obtain_shared_object(source, true, error);
}

std::shared_ptr<SharedObject> find_shared_object(const std::string& source, std::string* error) {
  return obtain_shared_object(source, false, error);
}

}  // namespace wgx::jit
