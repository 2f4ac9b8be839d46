// Error reporting as WebGPU does it: an error goes to the innermost error scope whose filter
// matches its type (only the first error a scope sees is kept), else to the device's
// uncaptured-error callback; a lost device reports nothing.
#include <iostream>

#include "api/gpu_impl.h"

namespace wgx::gpu {
namespace {

ErrorFilter filter_of(ErrorType type) {
  switch (type) {
    case ErrorType::OutOfMemory:
      return ErrorFilter::OutOfMemory;
    case ErrorType::Internal:
      return ErrorFilter::Internal;
    case ErrorType::Validation:
      break;
  }
  return ErrorFilter::Validation;
}

const char* type_name(ErrorType type) {
  switch (type) {
    case ErrorType::OutOfMemory:
      return "out-of-memory";
    case ErrorType::Internal:
      return "internal";
    case ErrorType::Validation:
      break;
  }
  return "validation";
}

}  // namespace

std::string object_name(const char* kind, const std::string& label) {
  std::string s = "[";
  s += kind;
  if (!label.empty()) s += " \"" + label + "\"";
  return s + "]";
}

std::string DeviceImpl::name() const { return object_name("Device", label); }

void DeviceImpl::raise(ErrorType type, std::string message) {
  if (lost) return;
  ErrorFilter filter = filter_of(type);
  for (auto it = scopes.rbegin(); it != scopes.rend(); ++it) {
    if (it->filter != filter) continue;
    if (!it->error) it->error = Error{type, std::move(message)};
    return;
  }
  Error error{type, std::move(message)};
  if (uncaptured) {
    uncaptured(error);
    return;
  }
  // As a browser's console: an error nobody handles is still seen.
  std::cerr << "wgx: uncaptured " << type_name(type) << " error: " << error.message << '\n';
}

void Device::pushErrorScope(ErrorFilter filter) {
  if (impl_) impl_->scopes.push_back({filter, std::nullopt});
}

PopErrorScopeResult Device::popErrorScope() {
  if (!impl_ || impl_->scopes.empty()) return {PopErrorScopeStatus::EmptyStack, std::nullopt};
  PopErrorScopeResult result{PopErrorScopeStatus::Success, std::move(impl_->scopes.back().error)};
  impl_->scopes.pop_back();
  return result;
}

void Device::setUncapturedErrorCallback(UncapturedErrorCallback callback) {
  if (impl_) impl_->uncaptured = std::move(callback);
}

}  // namespace wgx::gpu
