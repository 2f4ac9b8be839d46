// A shader's `// wgx-run:` header under the rules of run_header.h, and bounded file reading.
#include "cli/run_header.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <sstream>

#include "cli/binding_image.h"

namespace wgx::cli {
namespace fs = std::filesystem;

namespace {

constexpr std::string_view kHeaderPrefix = "// wgx-run:";

std::vector<std::string> header_tokens(std::string_view text) {
  std::vector<std::string> tokens;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    // Only a line that is a header line counts (blanks, then `// wgx-run:`): prose that quotes
    // the syntax inside another comment is a comment.
    size_t k = line.find_first_not_of(" \t");
    if (k != std::string::npos && line.substr(k).starts_with(kHeaderPrefix)) {
      std::istringstream in{std::string(line.substr(k + kHeaderPrefix.size()))};
      std::string tok;
      while (in >> tok) tokens.push_back(tok);
    }
    pos = end + 1;
  }
  return tokens;
}

bool parse_u64(const std::string& s, uint64_t* v) {
  auto r = std::from_chars(s.data(), s.data() + s.size(), *v);
  return !s.empty() && r.ec == std::errc() && r.ptr == s.data() + s.size();
}

// Whether `dir` (resolved) is `root` or inside it.
bool inside(const fs::path& dir, const fs::path& root) {
  auto d = dir.begin(), r = root.begin();
  for (; r != root.end(); ++r, ++d)
    if (d == dir.end() || *d != *r) return false;
  return true;
}

// The path of a `--binding G:B=file:PATH[:SIZE]` spec, or "" for other kinds.
std::string binding_file_path(const std::string& spec) {
  size_t eq = spec.find('=');
  if (eq == std::string::npos || spec.compare(eq + 1, 5, "file:") != 0) return "";
  std::string rest = spec.substr(eq + 6);
  return rest.substr(0, rest.find(':'));
}

bool header_number(const std::string& option, const std::string& value, uint64_t* v, std::string* error) {
  if (parse_u64(value, v) && *v > 0) return true;
  *error = "invalid " + option + " '" + value + "' in the // wgx-run: header: expected a whole number above 0";
  return false;
}

// Applies one header option (`i` indexes its name in `toks`, and moves past its value).
bool header_option(const std::vector<std::string>& toks, size_t& i, uint64_t default_max_steps, double default_max_time,
                   RunHeader* h, std::string* error) {
  const std::string& t = toks[i];
  if (i + 1 >= toks.size()) {
    *error = "option '" + t + "' in the // wgx-run: header needs a value";
    return false;
  }
  const std::string& v = toks[++i];
  if (t == "--dispatch") return h->dispatch = v, true;
  if (t == "--entry") return h->entry = v, true;
  if (t == "--constant") return h->constants.push_back(v), true;
  if (t == "--binding") {
    if (std::string path = binding_file_path(v); !path.empty()) {
      if (std::string why = header_path_problem(path, false); !why.empty()) {
        *error = "the // wgx-run: header may not read '" + path + "': " + why;
        return false;
      }
    }
    return h->bindings.push_back(v), true;
  }
  if (t == "--png") {
    ImageSpec spec;
    if (parse_image_spec(v, &spec, error)) {
      if (std::string why = header_path_problem(spec.path, true); !why.empty()) {
        *error = "the // wgx-run: header may not write '" + spec.path + "': " + why;
        return false;
      }
    }
    return h->images.push_back(v), true;  // a malformed spec is reported with the others
  }
  if (t == "--subgroup-size") {
    uint64_t n = 0;
    if (!header_number(t, v, &n, error)) return false;
    h->subgroup_size = static_cast<uint32_t>(std::min<uint64_t>(n, UINT32_MAX));
    return true;
  }
  if (t == "--max-steps") {
    if (!header_number(t, v, &h->max_steps, error)) return false;
    if (h->max_steps <= default_max_steps) return true;
    *error = "the // wgx-run: header may lower --max-steps but not raise it above " +
             std::to_string(default_max_steps) + " (give it on the command line)";
    return false;
  }
  if (t == "--max-time") {
    if (!parse_seconds(v, &h->max_time)) {
      *error = "invalid --max-time '" + v + "' in the // wgx-run: header: expected seconds above 0";
      return false;
    }
    if (h->max_time <= default_max_time) return true;
    *error = "the // wgx-run: header may lower --max-time but not raise it (give it on the command line)";
    return false;
  }
  *error = "option '" + t + "' may not be used in the // wgx-run: header";
  return false;
}

}  // namespace

bool read_run_header(std::string_view text, uint64_t default_max_steps, double default_max_time, RunHeader* out,
                     std::string* error) {
  std::vector<std::string> toks = header_tokens(text);
  for (size_t i = 0; i < toks.size(); i++)
    if (!header_option(toks, i, default_max_steps, default_max_time, out, error)) return false;
  return true;
}

std::string header_path_problem(const std::string& path, bool for_writing) {
  if (path.empty()) return "an empty path";
  fs::path p(path);
  if (p.is_absolute()) return "only paths relative to the current folder are allowed";
  for (const fs::path& part : p)
    if (part == "..") return "'..' is not allowed";
  std::error_code ec;
  fs::path root = fs::canonical(fs::current_path(ec), ec);
  if (ec) return "the current folder cannot be resolved";
  // Links are resolved: one that leads out of the current folder is refused like '..'.
  fs::path target = for_writing ? p.parent_path() : p;
  fs::path real = fs::canonical(target.empty() ? fs::path(".") : target, ec);
  if (ec) return for_writing ? "its folder does not exist" : "it does not exist";
  if (!inside(real, root)) return "it leads out of the current folder";
  struct stat st {};
  if (for_writing && lstat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) return "it exists and is not a plain file";
  if (!for_writing && (stat(real.c_str(), &st) != 0 || !S_ISREG(st.st_mode))) return "not a regular file";
  return "";
}

bool read_file_bounded(const std::string& path, uint64_t limit, bool exact_limit, FileKinds kinds,
                       std::vector<uint8_t>* out, std::string* error) {
  // O_NONBLOCK: opening a FIFO without a writer would otherwise wait forever, before any check.
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) {
    *error = "cannot read '" + path + "': " + std::strerror(errno);
    return false;
  }
  struct stat st {};
  if (fstat(fd, &st) != 0 || S_ISDIR(st.st_mode)) {
    close(fd);
    *error = "cannot read '" + path + "': it is a folder";
    return false;
  }
  if (kinds == FileKinds::RegularOnly && !S_ISREG(st.st_mode)) {
    close(fd);
    *error = "cannot read '" + path + "': not a regular file";
    return false;
  }
  // A pipe or device the command line named is read as it comes, blocking.
  if (!S_ISREG(st.st_mode)) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  if (!exact_limit && S_ISREG(st.st_mode) && static_cast<uint64_t>(st.st_size) > limit) {
    close(fd);
    *error =
        "'" + path + "' has " + std::to_string(st.st_size) + " bytes, more than the limit of " + std::to_string(limit);
    return false;
  }
  // One byte past the limit tells a file that is too long (a device, a pipe) from one that fits.
  uint64_t want = exact_limit ? limit : limit + 1;
  out->clear();
  std::vector<uint8_t> chunk(1 << 16);
  while (out->size() < want) {
    size_t n = static_cast<size_t>(std::min<uint64_t>(chunk.size(), want - out->size()));
    ssize_t got = ::read(fd, chunk.data(), n);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      close(fd);
      *error = "cannot read '" + path + "': " + std::strerror(errno);
      return false;
    }
    if (got == 0) break;
    out->insert(out->end(), chunk.begin(), chunk.begin() + got);
  }
  close(fd);
  if (!exact_limit && out->size() > limit) {
    *error = "'" + path + "' is longer than the limit of " + std::to_string(limit) + " bytes";
    return false;
  }
  return true;
}

bool parse_seconds(const std::string& text, double* seconds) {
  if (text.empty()) return false;
  char* end = nullptr;
  double v = std::strtod(text.c_str(), &end);
  if (*end || !std::isfinite(v) || v <= 0) return false;
  *seconds = v;
  return true;
}

}  // namespace wgx::cli
