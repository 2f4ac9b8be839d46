// Reading webgpu.h's descriptors into the C++ API's: one Marshal per call collects the first fault
// the C structs show (an enum value the header does not define, an unknown chained struct, an
// array pointer missing) and reports it as a validation error on the device, as WebGPU does for
// a bad descriptor; the call then returns an invalid (error) object.
#pragma once

#include <string>

#include "objects.h"

namespace wgx::capi {

struct Marshal {
  gpu::Device device;
  const char* function;
  std::string fault{};

  bool ok() const { return fault.empty(); }
  void fail(std::string why) {
    if (fault.empty()) fault = std::move(why);
  }
  // Raises the fault (if any) on the device; true when there was none.
  bool report();

  // `value` as the engine's enum: `fallback` for the C "not given" value `undefined`.
  template <typename E>
  E enumeration(uint32_t value, uint32_t undefined, E fallback, const char* what) {
    if (value == undefined) return fallback;
    if (auto e = from_c<E>(value)) return *e;
    fail(std::string(what) + ": " + std::to_string(value) + " is not a value of its enum");
    return fallback;
  }
  std::string string(WGPUStringView view) { return to_string(view, function); }
  bool chain(const WGPUChainedStruct* next, std::initializer_list<WGPUSType> accepted, const char* where);
  // `count` elements at `data`: a count without a pointer is a fault.
  template <typename T>
  bool array(const T* data, size_t count, const char* what) {
    if (count && !data) fail(std::string(what) + " is NULL with a count of " + std::to_string(count));
    return count == 0 || data;
  }
  gpu::TextureFormat texture_format(WGPUTextureFormat format, const char* what);
  std::map<std::string, double> constants(const WGPUConstantEntry* entries, size_t count);
};

}  // namespace wgx::capi
