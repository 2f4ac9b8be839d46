// Source files: their text, line table and positions (wgx/source.h), and loading them with a
// bound on their size.
#include "wgx/source.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "base/utf8.h"

namespace wgx {

SourceFile::SourceFile(std::string path, std::string text) : path_(std::move(path)), text_(std::move(text)) {
  line_starts_.push_back(0);
  bool ascii = true;
  for (size_t i = 0; i < text_.size();) {
    auto c = static_cast<uint8_t>(text_[i]);
    if (c >= 0x20 && c < 0x80) {  // printable ASCII: never a line break
      ++i;
      continue;
    }
    uint32_t n = line_break_length(text_, i);
    if (n == 0) {
      ascii = ascii && c < 0x80;
      ++i;
      continue;
    }
    line_ends_.push_back(static_cast<uint32_t>(i));
    line_ascii_.push_back(ascii);
    ascii = true;
    i += n;
    line_starts_.push_back(static_cast<uint32_t>(i));
  }
  line_ends_.push_back(static_cast<uint32_t>(text_.size()));
  line_ascii_.push_back(ascii);
}

Location SourceFile::location(uint32_t offset) const {
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  size_t line = static_cast<size_t>(it - line_starts_.begin());  // 1-based
  // An ASCII line has one UTF-16 unit per byte: no scan (a very long line with many diagnostics
  // would otherwise cost its length for each).
  if (line_ascii_[line - 1]) {
    uint32_t in_line = std::min<uint32_t>(offset, static_cast<uint32_t>(text_.size())) - line_starts_[line - 1];
    return {static_cast<uint32_t>(line), in_line + 1};
  }
  uint32_t column = 1;
  for (uint32_t i = line_starts_[line - 1]; i < offset && i < text_.size(); ++i) {
    auto b = static_cast<uint8_t>(text_[i]);
    if ((b & 0xC0) != 0x80) ++column;  // one unit per code point...
    if (b >= 0xF0) ++column;           // ...two for those outside the BMP (surrogate pairs)
  }
  return {static_cast<uint32_t>(line), column};
}

std::string_view SourceFile::line_text(uint32_t line) const {
  if (line == 0 || line > line_starts_.size()) return {};
  uint32_t begin = line_starts_[line - 1];
  return std::string_view(text_).substr(begin, line_ends_[line - 1] - begin);
}

namespace {

// A WGSL source larger than this is refused before it is read whole (docs/limits.md): offsets are
// 32-bit, and a checker's memory grows with the text.
constexpr size_t kMaxSourceBytes = size_t{64} << 20;

// Reads at most kMaxSourceBytes + 1 bytes of `fd` (one more tells a file that is too long).
bool read_bounded(int fd, std::string* text) {
  char chunk[1 << 16];
  while (text->size() <= kMaxSourceBytes) {
    ssize_t n = ::read(fd, chunk, std::min(sizeof chunk, kMaxSourceBytes + 1 - text->size()));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    if (n == 0) break;
    text->append(chunk, static_cast<size_t>(n));
  }
  return true;
}

}  // namespace

std::unique_ptr<SourceFile> SourceFile::load(const std::string& path, std::string* error, FileKinds kinds) {
  std::string text;
  bool from_stdin = path == "-" && kinds == AnyReadable;
  int fd = from_stdin ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) {
    *error = "cannot open '" + path + "': " + std::strerror(errno);
    return nullptr;
  }
  struct stat st {};
  bool is_dir = fstat(fd, &st) == 0 && S_ISDIR(st.st_mode);
  if (!is_dir && kinds == RegularFilesOnly && !S_ISREG(st.st_mode)) {
    close(fd);
    *error = "cannot read '" + path + "': not a regular file";
    return nullptr;
  }
  // A pipe or a device the command line named is read as it comes, blocking.
  if (!from_stdin && !S_ISREG(st.st_mode)) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  bool too_large = S_ISREG(st.st_mode) && static_cast<uint64_t>(st.st_size) > kMaxSourceBytes;
  bool ok = !is_dir && !too_large && read_bounded(fd, &text);
  int read_errno = errno;
  if (!from_stdin) close(fd);
  if (is_dir) {
    *error = "cannot read '" + path + "': it is a folder";
    return nullptr;
  }
  if (too_large || text.size() > kMaxSourceBytes) {
    *error = "'" + path + "' is too large (more than " + std::to_string(kMaxSourceBytes >> 20) + " MiB)";
    return nullptr;
  }
  if (!ok) {
    *error = "cannot read '" + path + "': " + std::strerror(read_errno);
    return nullptr;
  }
  return std::make_unique<SourceFile>(path == "-" ? "<stdin>" : path, std::move(text));
}

}  // namespace wgx
