#include "wgx/source.h"

#include <algorithm>
#include <cstdio>
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

std::unique_ptr<SourceFile> SourceFile::load(const std::string& path, std::string* error) {
  std::string text;
  if (path == "-") {
    text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  } else {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      *error = "cannot open '" + path + "'";
      return nullptr;
    }
    std::ostringstream ss;
    ss << in.rdbuf();
    text = std::move(ss).str();
  }
  // Offsets are 32-bit; larger inputs are refused rather than silently wrapped.
  if (text.size() >= 0xFFFFFFF0u) {
    *error = "'" + path + "' is too large (4 GiB or more)";
    return nullptr;
  }
  return std::make_unique<SourceFile>(path == "-" ? "<stdin>" : path, std::move(text));
}

}  // namespace wgx
