#include "exec/output_compare.h"

#include <bit>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <iomanip>
#include <limits>
#include <sstream>

#include "base/half.h"

namespace wgx::exec_compare {

Tolerance job_tolerance(const nlohmann::json& job) { return {job.value("wgx_ulp", 0), job.value("wgx_abs", 0.0)}; }

int64_t ulp_distance(uint32_t a, uint32_t b) {
  auto key = [](uint32_t w) {
    return (w & 0x80000000u) ? -static_cast<int64_t>(w & 0x7fffffffu) : static_cast<int64_t>(w);
  };
  return std::llabs(key(a) - key(b));
}

bool words_agree(uint32_t want, uint32_t got, const Tolerance& tol) {
  if (want == got) return true;
  if (tol.abs > 0 && std::fabs(std::bit_cast<float>(want) - std::bit_cast<float>(got)) <= tol.abs) return true;
  return ulp_distance(want, got) <= tol.ulp;
}

// A binding's bytes: "hex", or readable words of one kind ("u32": [...], "i32", "f32"), or halves
// ("f16").
std::vector<uint8_t> binding_bytes(const nlohmann::json& b) {
  std::vector<uint8_t> bytes;
  if (b.contains("hex")) {
    const std::string hex = b.at("hex").get<std::string>();
    bytes.resize(hex.size() / 2);
    for (size_t i = 0; i < bytes.size(); i++)
      bytes[i] = static_cast<uint8_t>(std::strtoul(hex.substr(2 * i, 2).c_str(), nullptr, 16));
    return bytes;
  }
  if (b.contains("f16")) {  // halves, 2 bytes each: numbers, or "inf" / "-inf"
    for (const nlohmann::json& v : b.at("f16")) {
      double d = !v.is_string() ? v.get<double>()
                 : v == "inf"   ? std::numeric_limits<double>::infinity()
                                : -std::numeric_limits<double>::infinity();
      uint16_t h = half_from_double(d);
      bytes.push_back(static_cast<uint8_t>(h)), bytes.push_back(static_cast<uint8_t>(h >> 8));
    }
  }
  for (const char* kind : {"u32", "i32", "f32"}) {
    if (!b.contains(kind)) continue;
    for (const nlohmann::json& v : b.at(kind)) {
      uint32_t w = std::string(kind) == "f32"   ? std::bit_cast<uint32_t>(v.get<float>())
                   : std::string(kind) == "i32" ? static_cast<uint32_t>(v.get<int32_t>())
                                                : v.get<uint32_t>();
      for (int k = 0; k < 4; k++) bytes.push_back(static_cast<uint8_t>(w >> (8 * k)));
    }
  }
  return bytes;
}

Outputs outputs_from_json(const nlohmann::json& doc) {
  Outputs out;
  for (const nlohmann::json& b : doc.at("bindings"))
    out[{b.at("group").get<int64_t>(), b.at("binding").get<int64_t>()}] = binding_bytes(b);
  return out;
}

std::vector<Disagreement> compare_outputs(const Outputs& want, const Outputs& got, const Tolerance& tol) {
  using Kind = Disagreement::Kind;
  std::vector<Disagreement> out;
  for (const auto& [key, w] : want) {
    auto it = got.find(key);
    if (it == got.end()) {
      out.push_back({Kind::Missing, key.first, key.second, 0, 0, 0});
      continue;
    }
    const std::vector<uint8_t>& g = it->second;
    if (g.size() != w.size()) {
      out.push_back({Kind::Size, key.first, key.second, 0, w.size(), g.size()});
      continue;
    }
    for (size_t i = 0; i + 4 <= w.size(); i += 4) {
      uint32_t a, b;
      std::memcpy(&a, w.data() + i, 4);
      std::memcpy(&b, g.data() + i, 4);
      if (!words_agree(a, b, tol)) out.push_back({Kind::Word, key.first, key.second, i, a, b});
    }
  }
  return out;
}

std::string describe(const Disagreement& d, const std::string& want_name, const std::string& got_name) {
  std::ostringstream s;
  s << "binding " << d.group << ":" << d.binding;
  switch (d.kind) {
    case Disagreement::Kind::Missing:
      s << ": no output from " << got_name;
      break;
    case Disagreement::Kind::Size:
      s << ": " << want_name << " " << d.want << " bytes, " << got_name << " " << d.got << " bytes";
      break;
    case Disagreement::Kind::Word: {
      auto word = [](uint64_t w) {
        std::ostringstream v;
        uint32_t u = static_cast<uint32_t>(w);
        v << "0x" << std::hex << std::setw(8) << std::setfill('0') << u << std::dec << " (i32 "
          << static_cast<int32_t>(u) << ", f32 " << std::setprecision(9) << std::bit_cast<float>(u) << ")";
        return v.str();
      };
      s << " offset " << d.offset << ": " << want_name << " " << word(d.want) << ", " << got_name << " " << word(d.got);
      break;
    }
  }
  return s.str();
}

}  // namespace wgx::exec_compare
