// The sanitizer's shared context: the finding log and the names reports use (sanitize/context.h).
#include "sanitize/context.h"

#include "diag/catalogue.h"
#include "exec/workgroup_pool.h"

namespace wgx::sanitize {

Diagnostic FindingLog::diagnostic(Severity severity, std::string id, std::string message, Span at) const {
  Diagnostic d;
  d.severity = severity;
  d.id = std::move(id);
  d.message = std::move(message);
  d.file = file_;
  d.span = at;
  return d;
}

std::vector<Finding> FindingLog::take() {
  std::vector<Finding> out = std::move(findings_);
  if (!dropped_.empty()) {
    Finding f;
    f.diagnostic = diagnostic(
        Severity::Warning, message_info(Msg::SanitizeFindingsDropped).id,
        format_message(Msg::SanitizeFindingsDropped, {std::to_string(dropped_.size()), std::to_string(cap_)}), Span{});
    f.diagnostic.file_level = true;
    out.push_back(std::move(f));
  }
  findings_.clear();
  index_.clear();
  dropped_.clear();
  return out;
}

void Context::begin_workgroup(const uint32_t wid[3], uint64_t linear) {
  for (int i = 0; i < 3; i++) wid_[i] = wid[i];
  linear_ = linear;
}

std::string Context::local_id(uint32_t lane) const {
  const uint32_t* s = m_.workgroup_size;
  return "(" + std::to_string(lane % s[0]) + "," + std::to_string(lane / s[0] % s[1]) + "," +
         std::to_string(lane / (s[0] * s[1])) + ")";
}

std::string Context::workgroup_id(uint64_t linear) const {
  uint32_t id[3];
  exec::workgroup_id(linear, dispatch_, id);
  return "(" + std::to_string(id[0]) + "," + std::to_string(id[1]) + "," + std::to_string(id[2]) + ")";
}

std::string Context::invocation(uint32_t lane) const {
  if (namer_) return namer_(linear_ * lanes() + lane);
  return "local_invocation_id " + local_id(lane) + " of workgroup " + workgroup_id(linear_);
}

std::string Context::invocation_at(uint64_t wg, uint32_t lane) const {
  if (namer_) return namer_(wg * lanes() + lane);
  return "local_invocation_id " + local_id(lane) + " of workgroup " + workgroup_id(wg);
}

std::string Context::texel_name(const exec::TexelAccess& a, uint32_t lane) const {
  const ir::TextureShape& shape = m_.vars[a.inst->var].texture;
  bool is_signed = a.coord_type.scalar == ir::Scalar::I32;
  auto number = [&](uint32_t w) { return is_signed ? std::to_string(static_cast<int32_t>(w)) : std::to_string(w); };
  std::string out = "(";
  for (uint8_t k = 0; k < ir::coord_width(shape.dim); k++) out += (k ? "," : "") + number(a.coords[lane * 4 + k]);
  out += ")";
  if (ir::is_arrayed(shape.dim)) out += " layer " + std::to_string(static_cast<int32_t>(a.layer[lane * 4]));
  bool multisampled = shape.kind == ir::TextureKind::Multisampled || shape.kind == ir::TextureKind::DepthMultisampled;
  if (a.level_or_sample && shape.kind != ir::TextureKind::Storage)
    out += (multisampled ? " sample " : " level ") + std::to_string(static_cast<int32_t>(a.level_or_sample[lane * 4]));
  return out;
}

std::string Context::memory_name(uint32_t var, uint64_t offset, uint64_t bytes) const {
  const ir::Variable& v = m_.vars[var];
  return v.name + ir::layout_path(v.layout.get(), offset, bytes);
}

std::string Context::memory_space(uint32_t var) const {
  const ir::Variable& v = m_.vars[var];
  switch (v.space) {
    case ir::Space::Workgroup:
      return "workgroup memory";
    case ir::Space::Storage:
      return "storage memory @group(" + std::to_string(v.group) + ") @binding(" + std::to_string(v.binding) + ")";
    case ir::Space::Handle:
      return std::string(v.texture.kind == ir::TextureKind::Storage ? "storage texture" : "texture") + " @group(" +
             std::to_string(v.group) + ") @binding(" + std::to_string(v.binding) + ")";
    case ir::Space::Uniform:
      return "uniform memory @group(" + std::to_string(v.group) + ") @binding(" + std::to_string(v.binding) + ")";
    default:
      return "invocation memory";
  }
}

std::string Context::source_text(Span s) const {
  if (!m_.source) return "?";
  std::string_view t = m_.source->text();
  if (s.offset >= t.size()) return "?";
  return std::string(t.substr(s.offset, std::min<size_t>(s.length, t.size() - s.offset)));
}

}  // namespace wgx::sanitize
