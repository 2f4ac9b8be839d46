// The kernel cache's rules (kernel_cache.h): whose folder it is, how a kernel is sealed, and what
// is checked before a kernel may be loaded.
#include "jit/kernel_cache.h"

#include <fcntl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <string_view>
#include <vector>

#include "base/sha256.h"

namespace wgx::jit {
namespace fs = std::filesystem;

namespace {

// The seal after a kernel's bytes: its HMAC, then this tag.
constexpr std::string_view kSealTag = "WGXSEAL1";
constexpr size_t kSealBytes = 32 + 8;
// A kernel is a few hundred KiB; anything past this is not one of ours.
constexpr off_t kMaxKernelBytes = off_t{256} << 20;

int open_untrusted(const std::string& path, int flags = O_RDONLY) {
  // No links followed, and never blocked by a FIFO put in a file's place.
  return ::open(path.c_str(), flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
}

bool read_all(int fd, std::vector<uint8_t>* out, size_t size) {
  out->resize(size);
  size_t done = 0;
  while (done < size) {
    ssize_t n = pread(fd, out->data() + done, size - done, static_cast<off_t>(done));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

bool write_all(int fd, const uint8_t* p, size_t size) {
  while (size) {
    ssize_t n = ::write(fd, p, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    p += n, size -= static_cast<size_t>(n);
  }
  return true;
}

// A regular file of this user's that no one else may write, of at most `max` bytes.
bool owned_regular(int fd, off_t max, struct stat* st) {
  return fstat(fd, st) == 0 && S_ISREG(st->st_mode) && st->st_uid == geteuid() &&
         !(st->st_mode & (S_IWGRP | S_IWOTH)) && st->st_size <= max;
}

bool random_bytes(uint8_t* p, size_t n) {
  while (n) {
    ssize_t got = getrandom(p, n, 0);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return false;
    p += got, n -= static_cast<size_t>(got);
  }
  return true;
}

std::string tmp_name(const std::string& path) { return path + ".tmp" + std::to_string(getpid()); }

// Creates `dir` and the folders between it and `root` (0700, whatever the umask); `root` itself
// must exist: wgx never creates a home folder or a folder above the one it was given.
bool make_below(const std::string& root, const std::string& dir, std::string* error) {
  struct stat st {};
  if (stat(root.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
    *error = "the kernel cache " + dir + " is refused: its folder " + root + " does not exist";
    return false;
  }
  fs::path relative = fs::path(dir).lexically_relative(root);
  fs::path at = root;
  for (const fs::path& part : relative) {
    if (part == "." || part.empty()) continue;
    at /= part;
    if (mkdir(at.c_str(), 0700) == 0) chmod(at.c_str(), 0700);
  }
  return true;
}

}  // namespace

std::string unsafe_cache_dir(const std::string& dir) {
  char real[PATH_MAX];
  if (!realpath(dir.c_str(), real)) return "cannot resolve it: " + std::string(std::strerror(errno));
  struct stat st {};
  if (stat(real, &st) != 0 || !S_ISDIR(st.st_mode)) return "it is not a folder";
  if (st.st_uid != geteuid()) return "it belongs to another user (uid " + std::to_string(st.st_uid) + ")";
  if (st.st_mode & (S_IWGRP | S_IWOTH)) {
    char mode[8];
    std::snprintf(mode, sizeof mode, "%03o", static_cast<unsigned>(st.st_mode & 0777));
    return "others may write to it (mode " + std::string(mode) + "; chmod 700 it to use it)";
  }
  // Above it: a folder others may write to could have the cache swapped for theirs, unless its
  // sticky bit stops them from renaming what is not theirs (as /tmp).
  for (fs::path p = fs::path(real).parent_path();; p = p.parent_path()) {
    struct stat up {};
    if (stat(p.c_str(), &up) == 0 && (up.st_mode & S_IWOTH) && !(up.st_mode & S_ISVTX))
      return "the folder " + p.string() + " above it is writable by others";
    if (p == p.root_path() || p.empty()) break;
  }
  return "";
}

bool KernelCache::open(const std::string& dir, std::string* error, const std::string& root) {
  if (dir.empty()) {
    const char* tmp = std::getenv("TMPDIR");
    std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/wgx-kernels-XXXXXX";
    if (!mkdtemp(pattern.data())) {  // created 0700, a fresh name: no one else's
      *error = "cannot create a private folder for the kernel: " + std::string(std::strerror(errno));
      return false;
    }
    dir_ = pattern;
    persistent_ = false;
    if (random_bytes(key_.data(), key_.size())) return true;
    *error = "no random numbers for the kernel cache's key";
    return false;
  }
  dir_ = dir;
  if (!make_below(root.empty() ? fs::path(dir).parent_path().string() : root, dir, error)) return false;
  std::string why = unsafe_cache_dir(dir);
  if (!why.empty()) {
    *error = "the kernel cache " + dir + " is refused: " + why;
    return false;
  }
  chmod(dir.c_str(), 0700);  // ours: nobody else needs to read it either
  return load_key(error);
}

KernelCache::~KernelCache() {
  if (persistent_ || dir_.empty()) return;
  std::error_code ec;
  fs::remove_all(dir_, ec);
}

bool KernelCache::load_key(std::string* error) {
  std::string path = dir_ + "/key";
  for (int attempt = 0; attempt < 3; attempt++) {
    int fd = open_untrusted(path);
    if (fd >= 0) {
      struct stat st {};
      bool ok = owned_regular(fd, 32, &st) && st.st_size == 32 && !(st.st_mode & 077);
      std::vector<uint8_t> bytes;
      ok = ok && read_all(fd, &bytes, 32);
      close(fd);
      if (ok) {
        std::memcpy(key_.data(), bytes.data(), 32);
        return true;
      }
      unlink(path.c_str());  // not a key this user made: a new one (every kernel is rebuilt)
    }
    // A new key: written aside, then linked into place only if no other run made one meanwhile.
    std::array<uint8_t, 32> fresh{};
    if (!random_bytes(fresh.data(), fresh.size())) break;
    std::string tmp = tmp_name(path);
    unlink(tmp.c_str());
    int out = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (out < 0) break;
    bool written = write_all(out, fresh.data(), fresh.size());
    close(out);
    if (written) (void)link(tmp.c_str(), path.c_str());
    unlink(tmp.c_str());
  }
  *error = "cannot make the kernel cache's key in " + dir_;
  return false;
}

int KernelCache::open_kernel(const std::string& name) const {
  std::string path = dir_ + "/" + name + ".so";
  int fd = open_untrusted(path);
  if (fd < 0) {
    if (errno != ENOENT) unlink(path.c_str());  // a link or something else that will not open
    return -1;
  }
  struct stat st {};
  std::vector<uint8_t> bytes;
  bool ok = owned_regular(fd, kMaxKernelBytes, &st) && st.st_size > static_cast<off_t>(kSealBytes) &&
            read_all(fd, &bytes, static_cast<size_t>(st.st_size));
  if (ok) {
    size_t body = bytes.size() - kSealBytes;
    Digest256 mac = hmac_sha256(key_.data(), key_.size(), bytes.data(), body, name);
    ok = std::memcmp(bytes.data() + body + 32, kSealTag.data(), kSealTag.size()) == 0 &&
         digests_equal(mac.data(), bytes.data() + body);
  }
  if (ok) return fd;
  close(fd);
  unlink(path.c_str());  // foreign, damaged or cut short: rebuilt by the caller
  return -1;
}

bool KernelCache::store_kernel(const std::string& built, const std::string& name, std::string* error) const {
  int fd = open_untrusted(built, O_RDWR);
  struct stat st {};
  std::vector<uint8_t> bytes;
  if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size > kMaxKernelBytes ||
      !read_all(fd, &bytes, static_cast<size_t>(st.st_size))) {
    if (fd >= 0) close(fd);
    *error = "cannot read the compiled kernel " + built;
    return false;
  }
  Digest256 mac = hmac_sha256(key_.data(), key_.size(), bytes.data(), bytes.size(), name);
  bool ok = lseek(fd, 0, SEEK_END) >= 0 && write_all(fd, mac.data(), mac.size()) &&
            write_all(fd, reinterpret_cast<const uint8_t*>(kSealTag.data()), kSealTag.size()) && fchmod(fd, 0700) == 0;
  close(fd);
  std::string path = dir_ + "/" + name + ".so";
  if (ok && rename(built.c_str(), path.c_str()) == 0) return true;
  *error = "cannot store the compiled kernel in " + dir_ + ": " + std::strerror(errno);
  unlink(built.c_str());
  return false;
}

int KernelCache::timed_out_before(const std::string& name) const {
  int fd = open_untrusted(dir_ + "/" + name + ".timeout");
  if (fd < 0) return 0;
  struct stat st {};
  std::vector<uint8_t> bytes;
  bool ok = owned_regular(fd, 16, &st) && read_all(fd, &bytes, static_cast<size_t>(st.st_size));
  close(fd);
  if (!ok) return 0;
  // A timeout is remembered for an hour: it saves later runs the wait, but a machine that was
  // only busy at the time (a loaded CI runner) gets another try afterwards.
  if (std::time(nullptr) - st.st_mtime > kTimeoutMemorySeconds) return 0;
  int seconds = std::atoi(std::string(bytes.begin(), bytes.end()).c_str());
  return seconds > 0 ? seconds : 0;
}

void KernelCache::remember_timeout(const std::string& name, int seconds) const {
  std::string path = dir_ + "/" + name + ".timeout", tmp = tmp_name(path);
  unlink(tmp.c_str());
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd < 0) return;
  std::string text = std::to_string(seconds);
  bool ok = write_all(fd, reinterpret_cast<const uint8_t*>(text.data()), text.size());
  close(fd);
  if (!ok || rename(tmp.c_str(), path.c_str()) != 0) unlink(tmp.c_str());
}

}  // namespace wgx::jit
