// Source text and positions. Lines and columns are 1-based. Columns count UTF-16 code units, as
// browsers report them (GPUCompilationMessage.linePos) and as editors speaking LSP expect; for
// ASCII text that is the byte count Tint uses internally. Lines are split at every WGSL line
// break (LF, VT, FF, CR, CRLF, NEL, LS, PS). Spans (offset, length) are in bytes.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace wgx {

struct Location {
  uint32_t line = 1;
  uint32_t column = 1;
};

// A byte range [offset, offset + length) in one source file.
struct Span {
  uint32_t offset = 0;
  uint32_t length = 0;

  uint32_t end() const { return offset + length; }
  static Span between(Span first, Span last) {
    uint32_t e = last.end() > first.offset ? last.end() : first.offset;
    return {first.offset, e - first.offset};
  }
};

class SourceFile {
 public:
  SourceFile(std::string path, std::string text);

  const std::string& path() const { return path_; }
  std::string_view text() const { return text_; }

  Location location(uint32_t offset) const;
  // The text of 1-based line `line` without its line break.
  std::string_view line_text(uint32_t line) const;
  uint32_t line_count() const { return static_cast<uint32_t>(line_starts_.size()); }

  // Which files load() reads: a file named by input (a test script's SHADER FILE, a script found
  // in a folder) must be a regular file; a path from the command line may also be a pipe or a
  // device (stdin, a shell's `<(...)`), read with the same bound on its size.
  enum FileKinds { AnyReadable, RegularFilesOnly };

  // Reads a file, or stdin when `path` is "-". Returns null and sets `error` on failure. The file
  // is opened without blocking and its type checked on the opened descriptor, so a FIFO never
  // blocks a load that refuses it.
  static std::unique_ptr<SourceFile> load(const std::string& path, std::string* error, FileKinds kinds = AnyReadable);

 private:
  std::string path_;
  std::string text_;
  std::vector<uint32_t> line_starts_;  // byte offset of each line's first byte
  std::vector<uint32_t> line_ends_;    // byte offset just past each line's last non-break byte
  std::vector<bool> line_ascii_;       // whether each line is all ASCII (columns are byte counts)
};

}  // namespace wgx
