// The WGSL language features (`requires NAME;`) the front end knows: those a browser allows, then
// those Tint knows but a browser refuses (requiring one is an error once the module has parsed).
// The parser and `wgx --version` read this one list.
#pragma once

#include <string_view>
#include <vector>

namespace wgx {

inline const std::vector<std::string_view>& language_feature_names() {
  static const std::vector<std::string_view> names = {
      "buffer_view", "fragment_depth", "immediate_address_space", "linear_indexing", "packed_4x8_integer_dot_product",
      "pointer_composite_access", "readonly_and_readwrite_storage_textures", "subgroup_id", "subgroup_uniformity",
      "swizzle_assignment", "texture_and_sampler_let", "texture_formats_tier1", "uniform_buffer_standard_layout",
      "unrestricted_pointer_parameters",
      // not allowed:
      "chromium_testing_experimental", "chromium_testing_shipped", "chromium_testing_shipped_with_killswitch",
      "chromium_testing_unimplemented", "chromium_testing_unsafe_experimental", "sized_binding_array", "texel_buffers"};
  return names;
}

inline bool language_feature_allowed(std::string_view name) {
  return name.rfind("chromium_testing_", 0) != 0 && name != "sized_binding_array" && name != "texel_buffers";
}

}  // namespace wgx
