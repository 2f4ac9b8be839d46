// The on-disk cache of compiled kernels, made safe to load from: a kernel is machine code that
// wgx runs, so the cache must not let anyone else put code there, and a damaged file must be
// rebuilt, never loaded.
// - The directory is the user's own: created 0700; one that is not a directory, not owned by the
//   user, writable by group or others, or below a folder others may write to (without the sticky
//   bit) is refused. With no home folder there is no shared fallback: kernels are built in a
//   fresh private temporary folder and not kept.
// - Each kernel carries a seal: HMAC-SHA-256 of its bytes and its name under a per-user secret
//   key (`key` in the cache, 0600), appended to the file. A kernel is loaded only from a regular
//   file of the user's whose seal matches, through the descriptor that was checked; anything else
//   (foreign, truncated, a FIFO, a link) is removed and rebuilt.
// - A build that timed out leaves a marker, so later runs give up at once instead of paying the
//   timeout again (until the timeout is raised or the marker removed).
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace wgx::jit {

class KernelCache {
 public:
  // Opens the cache at `dir` (empty: no persistent cache, a private temporary folder). Returns
  // false with `error` set when the folder is refused. Only the folders below `root` (an existing
  // folder above `dir`; empty: `dir`'s parent) are created, so a missing home folder is never made.
  bool open(const std::string& dir, std::string* error, const std::string& root = "");
  const std::string& dir() const { return dir_; }
  bool persistent() const { return persistent_; }

  // A descriptor of the sealed kernel `name` (read-only, checked), or -1 when there is none that
  // can be trusted; an untrusted file in its place is removed.
  int open_kernel(const std::string& name) const;
  // Seals the freshly built kernel at `built` and moves it to its place as `name`.
  bool store_kernel(const std::string& built, const std::string& name, std::string* error) const;

  // The timeout (seconds) of an earlier build of `name` that did not finish within the last
  // kTimeoutMemorySeconds; 0 when none.
  static constexpr long kTimeoutMemorySeconds = 3600;
  int timed_out_before(const std::string& name) const;
  void remember_timeout(const std::string& name, int seconds) const;

  // Removes the temporary folder of a non-persistent cache.
  ~KernelCache();

 private:
  bool load_key(std::string* error);
  std::string dir_;
  bool persistent_ = true;
  std::array<uint8_t, 32> key_{};
};

// Why `dir` may not hold kernels (empty when it may): owner, mode, type, and the folders above it.
std::string unsafe_cache_dir(const std::string& dir);

}  // namespace wgx::jit
