// The helpers of objects.h: misuse reports, WGPUStringView rules, chained-struct checks, enum
// conversions by WebGPU name, and the instance's futures (Events).
#include <cstdio>
#include <cstring>

#include "objects.h"

namespace wgx::capi {

void misuse(const char* function, std::string_view what) {
  std::fprintf(stderr, "wgx: %s: %.*s\n", function, static_cast<int>(what.size()), what.data());
}

std::optional<std::string> to_optional_string(WGPUStringView view, const char* function) {
  if (view.length == WGPU_STRLEN) {
    if (!view.data) return std::nullopt;
    return std::string(view.data);
  }
  if (view.length == 0) return std::string();
  if (!view.data) {
    misuse(function, "a WGPUStringView has a length but a NULL pointer; it is read as empty");
    return std::string();
  }
  return std::string(view.data, view.length);
}

std::string to_string(WGPUStringView view, const char* function) {
  return to_optional_string(view, function).value_or(std::string());
}

WGPUStringView view_of(std::string_view s) { return WGPUStringView{s.data(), s.size()}; }

const WGPUChainedStruct* find_in_chain(const WGPUChainedStruct* chain, WGPUSType type) {
  for (; chain; chain = chain->next)
    if (chain->sType == type) return chain;
  return nullptr;
}

bool check_chain(const WGPUChainedStruct* chain, std::initializer_list<WGPUSType> accepted, const char* where,
                 const gpu::Device* device) {
  for (; chain; chain = chain->next) {
    bool known = false;
    for (WGPUSType type : accepted) known = known || chain->sType == type;
    if (known) continue;
    char message[160];
    std::snprintf(message, sizeof message, "%s: a chained struct with sType 0x%08X is not accepted there", where,
                  static_cast<unsigned>(chain->sType));
    if (device && *device) {
      const_cast<gpu::Device*>(device)->injectError(gpu::ErrorType::Validation, message);
    } else {
      misuse(where, message);
    }
    return false;
  }
  return true;
}

WGPUTextureFormat texture_format_to_c(gpu::TextureFormat format) {
  std::string_view name = gpu::textureFormatName(format);
  for (size_t i = 1; i < std::size(kTextureFormatNames); i++)
    if (kTextureFormatNames[i] == name) return static_cast<WGPUTextureFormat>(i);
  return WGPUTextureFormat_Undefined;
}

std::optional<gpu::TextureFormat> texture_format_from_c(WGPUTextureFormat format) {
  if (format == WGPUTextureFormat_Undefined) return gpu::TextureFormat::Undefined;
  if (static_cast<size_t>(format) >= std::size(kTextureFormatNames)) return std::nullopt;
  return gpu::textureFormatByName(kTextureFormatNames[format]);
}

std::optional<gpu::VertexFormat> vertex_format_from_c(WGPUVertexFormat format) {
  if (static_cast<size_t>(format) >= std::size(kVertexFormatNames)) return std::nullopt;
  if (kVertexFormatNames[format].empty()) return gpu::VertexFormat::Undefined;
  return gpu::vertexFormatByName(kVertexFormatNames[format]);
}

std::string_view feature_name(WGPUFeatureName feature) {
  if (static_cast<size_t>(feature) >= std::size(kFeatureNames)) return {};
  return kFeatureNames[feature];
}

// ---- Events ------------------------------------------------------------------------------------

std::pair<WGPUFuture, std::shared_ptr<Pending>> Events::add(WGPUCallbackMode mode, const char* function) {
  auto entry = std::make_shared<Pending>();
  if (mode != WGPUCallbackMode_WaitAnyOnly && mode != WGPUCallbackMode_AllowProcessEvents &&
      mode != WGPUCallbackMode_AllowSpontaneous) {
    misuse(function, "callbackInfo.mode is not a WGPUCallbackMode; the callback runs as AllowProcessEvents");
    mode = WGPUCallbackMode_AllowProcessEvents;
  }
  entry->mode = mode;
  std::lock_guard<std::mutex> lock(mutex);
  uint64_t id = next_id++;
  if (released) {
    // No one can wait for it any more: it is cancelled at the next delivery.
    entry->ready = true;
    entry->deliver = [] {};
  }
  pending.emplace(id, entry);
  return {WGPUFuture{id}, entry};
}

void Events::deliver_ready(const std::function<bool(uint64_t, const Pending&)>& allowed, bool run_engine) {
  if (run_engine) instance.processEvents();
  for (;;) {
    std::shared_ptr<Pending> next;
    {
      std::lock_guard<std::mutex> lock(mutex);
      for (auto it = pending.begin(); it != pending.end(); ++it) {
        if (!it->second->ready || !allowed(it->first, *it->second)) continue;
        next = it->second;
        pending.erase(it);
        break;
      }
    }
    if (!next) return;
    if (next->deliver) next->deliver();
  }
}

WGPUFuture Events::registered(WGPUFuture future) {
  deliver_ready([](uint64_t, const Pending& p) { return p.mode == WGPUCallbackMode_AllowSpontaneous; }, false);
  return future;
}

void Events::cancel_all() {
  std::map<uint64_t, std::shared_ptr<Pending>> all;
  {
    std::lock_guard<std::mutex> lock(mutex);
    released = true;
    all.swap(pending);
  }
  for (auto& [id, entry] : all)
    if (entry->cancel) entry->cancel();
}

}  // namespace wgx::capi
